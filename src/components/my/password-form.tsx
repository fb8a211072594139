// Change of password: the current one, then the new one twice (SPEC 5). Logic in usePasswordForm.
import { m } from '../../../messages/compiled/messages.js'
import { usePasswordForm } from '../../state/use-password-form'
import { Button } from '../ui/button'
import { TextField } from '../ui/text-field'
import { FormNotice } from './form-notice'
import styles from './profile-form.module.css'

export function PasswordForm() {
  const form = usePasswordForm()
  const field = (name: Parameters<typeof form.bind>[0], autoComplete: string) => ({
    ...form.bind(name),
    type: 'password',
    autoComplete,
    required: true,
  })
  return (
    <form {...form.formProps} className={styles.card} aria-labelledby="password-heading">
      <h2 id="password-heading" className={styles.heading}>
        {m.my_password_heading()}
      </h2>
      <div className={styles.grid}>
        <TextField
          {...field('current_password', 'current-password')}
          label={m.my_password_current()}
          className={styles.wide}
        />
        <TextField {...field('password', 'new-password')} label={m.my_password_new()} hint={m.my_password_new_hint()} />
        <TextField {...field('password_repeat', 'new-password')} label={m.my_password_repeat()} />
      </div>
      <div className={styles.footer}>
        <Button type="submit" variant="secondary" disabled={form.busy} aria-busy={form.busy}>
          {form.busy ? m.my_password_saving() : m.my_password_submit()}
        </Button>
        {form.status === 'succeeded' ? (
          <FormNotice tone="success">{form.notice ?? m.my_password_changed()}</FormNotice>
        ) : null}
        {form.message ? <FormNotice tone="error">{form.message}</FormNotice> : null}
      </div>
    </form>
  )
}
