// The company part of the registration form. Typing the INN or the name suggests companies (suggestions/company/);
// picking one fills the name, INN, legal address and business type. Both addresses suggest addresses.
import { useState } from 'react'
import type { useForm } from '../../lib/forms/use-form'
import { m } from '../../../messages/compiled/messages.js'
import { useSuggestions, type CompanySuggestion } from '../../state/use-suggestions'
import { ChoiceGroup } from '../ui/choice-group'
import { SuggestField, type SuggestOption } from '../ui/suggest-field'
import type { FieldBinding, RegistrationValues } from './registration-form'
import styles from './registration-form.module.css'

type CompanyFieldsProps = {
  bind: FieldBinding
  form: ReturnType<typeof useForm<RegistrationValues>>
  sameAddress: boolean
  onSameAddress: (checked: boolean) => void
}

type Queried = 'organization_name' | 'organization_inn' | 'legal_address' | 'actual_address'

const companyOption = (company: CompanySuggestion, index: number): SuggestOption => ({
  key: `${company.inn}-${company.kpp}-${index}`,
  label: company.name,
  detail: [company.inn, company.legal_address].filter(Boolean).join(' · '),
})

const valueOption = ({ value }: { value: string }, index: number): SuggestOption => ({
  key: `${index}-${value}`,
  label: value,
})

export function CompanyFields({ bind, form, sameAddress, onSameAddress }: CompanyFieldsProps) {
  // What the visitor typed into each suggesting field; a pick clears it, so the list does not reopen.
  const [typed, setTyped] = useState<Partial<Record<Queried, string>>>({})
  const byName = useSuggestions('company', typed.organization_name ?? '')
  const byInn = useSuggestions('company', typed.organization_inn ?? '')
  const legal = useSuggestions('address', typed.legal_address ?? '')
  const actual = useSuggestions('address', typed.actual_address ?? '')

  const typing = (name: Queried) => {
    const field = bind(name)
    return {
      ...field,
      onValueChange: (value: string) => {
        field.onValueChange(value)
        setTyped({ [name]: value })
      },
    }
  }

  const pickCompany = (company: CompanySuggestion | undefined) => {
    if (!company) return
    setTyped({})
    form.setValuesFrom({
      organization_name: company.name,
      organization_inn: company.inn,
      ...(company.legal_address ? { legal_address: company.legal_address } : {}),
      ...(company.user_type ? { user_type: company.user_type } : {}),
    })
  }

  const pickAddress = (name: 'legal_address' | 'actual_address', value: string | undefined) => {
    setTyped({})
    if (value !== undefined) form.setValue(name, value)
  }

  const userType = bind('user_type')
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>{m.registration_section_company()}</legend>
      <ChoiceGroup
        legend={m.registration_user_type()}
        name="user_type"
        value={userType.value === 'legal' || userType.value === 'entrepreneur' ? userType.value : ''}
        options={[
          { value: 'legal', label: m.registration_user_type_legal() },
          { value: 'entrepreneur', label: m.registration_user_type_entrepreneur() },
        ]}
        onValueChange={userType.onValueChange}
        errors={userType.errors}
      />
      <div className={styles.grid}>
        <SuggestField
          {...typing('organization_name')}
          label={m.registration_organization_name()}
          autoComplete="organization"
          options={byName.map(companyOption)}
          onPick={(index) => pickCompany(byName[index])}
          listLabel={m.registration_suggestions()}
        />
        <SuggestField
          {...typing('organization_inn')}
          label={m.registration_inn()}
          inputMode="numeric"
          hint={m.registration_inn_hint()}
          options={byInn.map(companyOption)}
          onPick={(index) => pickCompany(byInn[index])}
          listLabel={m.registration_suggestions()}
        />
      </div>
      <SuggestField
        {...typing('legal_address')}
        label={m.registration_legal_address()}
        options={legal.map(valueOption)}
        onPick={(index) => pickAddress('legal_address', legal[index]?.value)}
        listLabel={m.registration_suggestions()}
      />
      <label className={styles.check}>
        <input type="checkbox" checked={sameAddress} onChange={(event) => onSameAddress(event.currentTarget.checked)} />
        {m.registration_same_address()}
      </label>
      <SuggestField
        {...typing('actual_address')}
        label={m.registration_actual_address()}
        readOnly={sameAddress}
        options={sameAddress ? [] : actual.map(valueOption)}
        onPick={(index) => pickAddress('actual_address', actual[index]?.value)}
        listLabel={m.registration_suggestions()}
      />
    </fieldset>
  )
}
