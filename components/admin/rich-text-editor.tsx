"use client";

import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { Bold, Heading3, Italic, Link2, Link2Off, List, ListOrdered, Quote, type LucideIcon } from "lucide-react";
import { memo, useEffect, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/utils";
import { isAllowedCtaUrl, LINK_MESSAGE } from "@/lib/security/links";

interface RichTextEditorProps {
  label: string;
  hint?: string;
  /** The starting text: from then on the editor owns it and reports changes through onChange. */
  value: string;
  onChange: (html: string) => void;
  invalid?: boolean;
  errorId?: string;
}

/**
 * TipTap limited to what a popup may hold (the server sanitises again). `value` is left out of the
 * memo comparison: a re-render between a keystroke and ProseMirror reading it could move the cursor.
 */
export const RichTextEditor = memo(
  RichTextEditorView,
  (a, b) =>
    a.label === b.label &&
    a.hint === b.hint &&
    a.invalid === b.invalid &&
    a.errorId === b.errorId &&
    a.onChange === b.onChange,
);

function RichTextEditorView({ label, hint, value, onChange, invalid, errorId }: RichTextEditorProps) {
  const labelId = useId();
  const reportChange = useRef(onChange);
  useEffect(() => {
    reportChange.current = onChange;
  }, [onChange]);
  const hintId = useId();
  const attributes = (isInvalid: boolean) => ({
    role: "textbox",
    "aria-multiline": "true",
    "aria-labelledby": labelId,
    ...(hint || (isInvalid && errorId)
      ? { "aria-describedby": [hint ? hintId : "", isInvalid && errorId ? errorId : ""].filter(Boolean).join(" ") }
      : {}),
    ...(isInvalid ? { "aria-invalid": "true" } : {}),
    class: EDITABLE_CLASS,
  });
  const editor = useEditor({
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [3] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: "https",
          isAllowedUri: (url) => isAllowedCtaUrl(url),
        },
      }),
    ],
    content: value,
    editorProps: { attributes: attributes(Boolean(invalid)) },
    onUpdate: ({ editor: e }) => reportChange.current(e.isEmpty ? "" : e.getHTML()),
  });

  useEffect(() => {
    editor?.setOptions({ editorProps: { attributes: attributes(Boolean(invalid)) } });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- attributes() only reads the props listed
  }, [editor, invalid, hint, errorId]);

  return (
    <div>
      <span id={labelId} className="text-sm font-medium">
        {label}
      </span>
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <div
        className={cn(
          "mt-2 rounded-md border border-input bg-background shadow-xs focus-within:border-ring focus-within:ring-[3px] focus-within:ring-ring/50",
          invalid && "border-destructive",
        )}
      >
        {editor ? <Toolbar editor={editor} label={label} /> : <div className="h-11 border-b" aria-hidden="true" />}
        {editor ? <EditorContent editor={editor} /> : <div className="min-h-40" aria-hidden="true" />}
      </div>
    </div>
  );
}

const EDITABLE_CLASS = cn(
  "min-h-40 px-3 py-2 text-sm leading-relaxed outline-none",
  "[&_p]:my-2 [&_h3]:mt-3 [&_h3]:mb-1 [&_h3]:font-display [&_h3]:text-xl [&_h3]:font-semibold",
  "[&_ul]:list-disc [&_ol]:list-decimal [&_li]:ml-5 [&_li_p]:my-0.5 [&_a]:text-gold-deep [&_a]:underline",
  "[&_blockquote]:border-l-2 [&_blockquote]:border-gold [&_blockquote]:pl-3 [&_blockquote]:italic",
);

function Toolbar({ editor, label }: { editor: Editor; label: string }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive("bold"),
      italic: e.isActive("italic"),
      heading: e.isActive("heading", { level: 3 }),
      bullet: e.isActive("bulletList"),
      ordered: e.isActive("orderedList"),
      quote: e.isActive("blockquote"),
      link: e.isActive("link"),
      href: (e.getAttributes("link").href as string | undefined) ?? "",
    }),
  });
  const [linkOpen, setLinkOpen] = useState(false);

  const buttons = [
    { name: "Bold", icon: Bold, active: state.bold, run: () => editor.chain().focus().toggleBold().run() },
    { name: "Italic", icon: Italic, active: state.italic, run: () => editor.chain().focus().toggleItalic().run() },
    {
      name: "Heading",
      icon: Heading3,
      active: state.heading,
      run: () => editor.chain().focus().toggleHeading({ level: 3 }).run(),
    },
    {
      name: "Bulleted list",
      icon: List,
      active: state.bullet,
      run: () => editor.chain().focus().toggleBulletList().run(),
    },
    {
      name: "Numbered list",
      icon: ListOrdered,
      active: state.ordered,
      run: () => editor.chain().focus().toggleOrderedList().run(),
    },
    { name: "Quote", icon: Quote, active: state.quote, run: () => editor.chain().focus().toggleBlockquote().run() },
  ];

  return (
    <div className="border-b">
      <div role="toolbar" aria-label={`${label} formatting`} className="flex flex-wrap gap-0.5 p-1">
        {buttons.map(({ name, icon: Icon, active, run }) => (
          <ToolButton
            key={name}
            name={name}
            icon={Icon}
            className={active ? "bg-accent text-foreground" : undefined}
            aria-pressed={active}
            onClick={run}
          />
        ))}
        <span className="mx-1 w-px self-stretch bg-border" aria-hidden="true" />
        <ToolButton
          name="Link"
          icon={Link2}
          className={state.link ? "bg-accent" : undefined}
          aria-pressed={state.link}
          aria-expanded={linkOpen}
          onClick={() => setLinkOpen((o) => !o)}
        />
        <ToolButton
          name="Remove link"
          icon={Link2Off}
          disabled={!state.link}
          onClick={() => editor.chain().focus().extendMarkRange("link").unsetLink().run()}
        />
      </div>
      {linkOpen ? (
        <LinkForm
          key={state.href}
          initial={state.href}
          onCancel={() => setLinkOpen(false)}
          onApply={(href) => {
            editor.chain().focus().extendMarkRange("link").setLink({ href }).run();
            setLinkOpen(false);
          }}
        />
      ) : null}
    </div>
  );
}

/** An icon button of the toolbar, named for screen readers and, on hover, for everyone. */
function ToolButton({
  name,
  icon: Icon,
  className,
  ...props
}: { name: string; icon: LucideIcon } & React.ComponentProps<typeof Button>) {
  return (
    <Button
      type="button"
      variant="ghost"
      size="sm"
      className={cn("size-8 px-0", className)}
      aria-label={name}
      title={name}
      {...props}
    >
      <Icon aria-hidden="true" />
    </Button>
  );
}

function LinkForm({
  initial,
  onApply,
  onCancel,
}: {
  initial: string;
  onApply: (href: string) => void;
  onCancel: () => void;
}) {
  const inputId = useId();
  const errorId = useId();
  const [href, setHref] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const apply = () => {
    if (!isAllowedCtaUrl(href)) return setError(LINK_MESSAGE);
    onApply(href.trim());
  };
  return (
    // Not a <form>: it sits inside the popup form, and Enter here must not submit that.
    <div className="flex flex-col gap-2 border-t bg-muted/40 p-2 sm:flex-row sm:items-start">
      <div className="flex-1">
        <label htmlFor={inputId} className="sr-only">
          Link address
        </label>
        <Input
          id={inputId}
          value={href}
          placeholder="https://… or /menu"
          autoFocus
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => setHref(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              apply();
            }
            if (e.key === "Escape") {
              e.preventDefault();
              onCancel();
            }
          }}
        />
        {error ? (
          <p id={errorId} className="mt-1 text-xs text-destructive">
            {error}
          </p>
        ) : null}
      </div>
      <div className="flex gap-2">
        <Button type="button" size="sm" onClick={apply}>
          Apply link
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
