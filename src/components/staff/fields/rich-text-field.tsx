// Rich text of back-office content (pages, publications, vacancies, answers): a ProseMirror editor (Tiptap) with
// the formatting the storefront keeps — paragraphs, headings, bold, italic, lists, quotes, links. It edits HTML;
// the server cuts whatever arrives down to the same allow-list as every other description (server/http/rich-text).
import Link from '@tiptap/extension-link'
import { EditorContent, useEditor, type Editor } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import { useEffect } from 'react'
import { m } from '../../../../messages/compiled/messages.js'
import { FieldFrame } from '../../ui/field-frame'
import styles from './rich-text-field.module.css'

type RichTextFieldProps = {
  label: string
  value: string
  onValueChange: (html: string) => void
  errors?: string[]
}

type Tool = { label: () => string; run: (editor: Editor) => void; active: (editor: Editor) => boolean }

const TOOLS: Tool[] = [
  {
    label: m.staff_rich_bold,
    run: (e) => e.chain().focus().toggleBold().run(),
    active: (e) => e.isActive('bold'),
  },
  {
    label: m.staff_rich_italic,
    run: (e) => e.chain().focus().toggleItalic().run(),
    active: (e) => e.isActive('italic'),
  },
  {
    label: m.staff_rich_heading2,
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
    active: (e) => e.isActive('heading', { level: 2 }),
  },
  {
    label: m.staff_rich_heading3,
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
    active: (e) => e.isActive('heading', { level: 3 }),
  },
  {
    label: m.staff_rich_bullets,
    run: (e) => e.chain().focus().toggleBulletList().run(),
    active: (e) => e.isActive('bulletList'),
  },
  {
    label: m.staff_rich_numbers,
    run: (e) => e.chain().focus().toggleOrderedList().run(),
    active: (e) => e.isActive('orderedList'),
  },
  {
    label: m.staff_rich_quote,
    run: (e) => e.chain().focus().toggleBlockquote().run(),
    active: (e) => e.isActive('blockquote'),
  },
  {
    label: m.staff_rich_link,
    run: (e) => {
      const href = window.prompt(m.staff_rich_link_prompt(), e.getAttributes('link').href ?? 'https://')
      if (href === null) return
      if (href.trim() === '') e.chain().focus().unsetLink().run()
      else e.chain().focus().extendMarkRange('link').setLink({ href: href.trim() }).run()
    },
    active: (e) => e.isActive('link'),
  },
]

export function RichTextField({ label, value, onValueChange, errors }: RichTextFieldProps) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ heading: { levels: [2, 3, 4] }, link: false }),
      Link.configure({ openOnClick: false }),
    ],
    content: value,
    // Rendered in the browser only: the server's HTML of an editor would not match the browser's.
    immediatelyRender: false,
    onUpdate: ({ editor: changed }) => onValueChange(changed.isEmpty ? '' : changed.getHTML()),
  })
  // A value replaced from outside (another record loaded) is put into the editor; the editor's own edits are not.
  useEffect(() => {
    if (editor && !editor.isDestroyed && value !== (editor.isEmpty ? '' : editor.getHTML()))
      editor.commands.setContent(value, { emitUpdate: false })
  }, [editor, value])
  return (
    <FieldFrame label={label} errors={errors}>
      {(control) => (
        <div className={styles.frame} data-invalid={control['aria-invalid']}>
          <div className={styles.toolbar} role="toolbar" aria-label={m.staff_rich_toolbar({ field: label })}>
            {TOOLS.map((tool) => (
              <button
                key={tool.label()}
                type="button"
                className={styles.tool}
                aria-pressed={editor ? tool.active(editor) : false}
                disabled={!editor}
                onClick={() => editor && tool.run(editor)}
              >
                {tool.label()}
              </button>
            ))}
          </div>
          <EditorContent
            editor={editor}
            className={styles.editor}
            id={control.id}
            role="textbox"
            aria-multiline="true"
            aria-label={label}
            aria-invalid={control['aria-invalid']}
            aria-describedby={control['aria-describedby']}
          />
        </div>
      )}
    </FieldFrame>
  )
}
