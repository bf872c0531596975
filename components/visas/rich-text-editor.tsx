"use client";

import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import clsx from "clsx";
import { CHECKLIST_PROSE } from "./checklist-prose";

type Tool = { label: string; title: string; run: (e: Editor) => void; isActive: (e: Editor) => boolean };

const TOOLS: Tool[] = [
  { label: "B", title: "Bold", run: (e) => e.chain().focus().toggleBold().run(), isActive: (e) => e.isActive("bold") },
  { label: "I", title: "Italic", run: (e) => e.chain().focus().toggleItalic().run(), isActive: (e) => e.isActive("italic") },
  { label: "U", title: "Underline", run: (e) => e.chain().focus().toggleUnderline().run(), isActive: (e) => e.isActive("underline") },
  { label: "H3", title: "Heading", run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(), isActive: (e) => e.isActive("heading", { level: 3 }) },
  { label: "• List", title: "Bullet list", run: (e) => e.chain().focus().toggleBulletList().run(), isActive: (e) => e.isActive("bulletList") },
  { label: "1. List", title: "Numbered list", run: (e) => e.chain().focus().toggleOrderedList().run(), isActive: (e) => e.isActive("orderedList") },
  { label: "Quote", title: "Quote", run: (e) => e.chain().focus().toggleBlockquote().run(), isActive: (e) => e.isActive("blockquote") },
];

function setLink(editor: Editor) {
  const previous = editor.getAttributes("link").href as string | undefined;
  const url = window.prompt("Link address (https://…); empty removes the link", previous ?? "https://");
  if (url === null) return;
  if (url.trim() === "") editor.chain().focus().extendMarkRange("link").unsetLink().run();
  else editor.chain().focus().extendMarkRange("link").setLink({ href: url.trim() }).run();
}

/**
 * The checklist editor (TipTap with its starter kit: headings, lists, quotes, bold, italic,
 * underline, links). It edits HTML; the server sanitises whatever it is sent (decision 0045).
 */
export function RichTextEditor({ initialHtml, onChange, label }: { initialHtml: string; onChange: (html: string) => void; label: string }) {
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3, 4] }, link: { openOnClick: false, protocols: ["mailto", "tel"] } })],
    content: initialHtml,
    immediatelyRender: false,
    editorProps: { attributes: { "aria-label": label, role: "textbox", "aria-multiline": "true", class: clsx(CHECKLIST_PROSE, "min-h-56 px-3 py-2 focus:outline-none") } },
    onUpdate: ({ editor: e }) => onChange(e.getHTML()),
  });
  const active = useEditorState({ editor, selector: ({ editor: e }) => (e ? TOOLS.map((t) => t.isActive(e)).concat(e.isActive("link")) : []) });
  return (
    <div className="rounded-md border border-slate-300 bg-white focus-within:border-brand">
      <div role="toolbar" aria-label="Formatting" className="flex flex-wrap gap-1 border-b border-slate-200 p-1">
        {TOOLS.map((tool, i) => (
          <button
            key={tool.title}
            type="button"
            title={tool.title}
            aria-label={tool.title}
            aria-pressed={active?.[i] ?? false}
            disabled={!editor}
            // A mouse click keeps the editor's focus and selection: taking the focus let a late
            // selection change drop the mark just toggled (bold typed as plain text).
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => editor && tool.run(editor)}
            className={clsx("min-h-8 rounded px-2 text-sm", active?.[i] ? "bg-brand text-white" : "text-slate-700 hover:bg-slate-100")}
          >
            {tool.label}
          </button>
        ))}
        <button
          type="button"
          title="Link"
          aria-label="Link"
          aria-pressed={active?.[TOOLS.length] ?? false}
          disabled={!editor}
          onClick={() => editor && setLink(editor)}
          className={clsx("min-h-8 rounded px-2 text-sm", active?.[TOOLS.length] ? "bg-brand text-white" : "text-slate-700 hover:bg-slate-100")}
        >
          Link
        </button>
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
