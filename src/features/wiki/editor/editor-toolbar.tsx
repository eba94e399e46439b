import { Button, HStack, Separator } from '@chakra-ui/react';
import type { Editor } from '@tiptap/core';
import { type ReactNode, useRef } from 'react';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { showToast } from '../../../ui/toaster';
import { isSafeUrl } from '../safe-url';

interface Props {
  editor: Editor;
  /** Stores the chosen images and puts them in at the cursor. */
  onImages: (files: File[]) => void;
}

function Tool({ label, active, disabled, onClick, children, testId }: { label: string; active?: boolean; disabled?: boolean; onClick: () => void; children: ReactNode; testId?: string }) {
  return (
    <Button
      size="xs"
      variant={active ? 'subtle' : 'ghost'}
      aria-label={label}
      title={label}
      aria-pressed={active}
      disabled={disabled}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      data-testid={testId}
    >
      {children}
    </Button>
  );
}

/** The formatting buttons; each does what its Markdown shortcut does. */
export function EditorToolbar({ editor, onImages }: Props) {
  const { LL } = useI18nContext();
  const T = LL.wiki.editor.toolbar;
  const picker = useRef<HTMLInputElement>(null);
  const chain = () => editor.chain().focus();
  const inTable = editor.isActive('table');

  function link() {
    const current = editor.getAttributes('link').href as string | undefined;
    const href = window.prompt(LL.wiki.editor.linkPrompt(), current ?? 'https://');
    if (href === null) return;
    if (href.trim() === '') {
      chain().extendMarkRange('link').unsetLink().run();
      return;
    }
    if (!isSafeUrl(href)) {
      showToast('error', LL.wiki.editor.linkRefused());
      return;
    }
    chain().extendMarkRange('link').setLink({ href: href.trim() }).run();
  }

  return (
    <HStack role="toolbar" aria-label={T.label()} gap="1" wrap="wrap" borderBottomWidth="1px" pb="2" mb="3" data-testid="wiki-toolbar">
      <HStack gap="0.5">
        <Tool label={T.paragraph()} active={editor.isActive('paragraph')} onClick={() => chain().setParagraph().run()}>
          ¶
        </Tool>
        {([1, 2, 3] as const).map((level) => (
          <Tool key={level} label={T.heading({ level })} active={editor.isActive('heading', { level })} onClick={() => chain().toggleHeading({ level }).run()}>
            {`H${level}`}
          </Tool>
        ))}
      </HStack>
      <Separator orientation="vertical" height="5" />
      <HStack gap="0.5">
        <Tool label={T.bold()} active={editor.isActive('bold')} onClick={() => chain().toggleBold().run()}>
          <b>B</b>
        </Tool>
        <Tool label={T.italic()} active={editor.isActive('italic')} onClick={() => chain().toggleItalic().run()}>
          <i>I</i>
        </Tool>
        <Tool label={T.strike()} active={editor.isActive('strike')} onClick={() => chain().toggleStrike().run()}>
          <s>S</s>
        </Tool>
        <Tool label={T.code()} active={editor.isActive('code')} onClick={() => chain().toggleCode().run()}>
          {'</>'}
        </Tool>
        <Tool label={T.link()} active={editor.isActive('link')} onClick={link} testId="wiki-tool-link">
          🔗
        </Tool>
      </HStack>
      <Separator orientation="vertical" height="5" />
      <HStack gap="0.5">
        <Tool label={T.bulletList()} active={editor.isActive('bulletList')} onClick={() => chain().toggleBulletList().run()}>
          •≡
        </Tool>
        <Tool label={T.orderedList()} active={editor.isActive('orderedList')} onClick={() => chain().toggleOrderedList().run()}>
          1.≡
        </Tool>
        <Tool label={T.taskList()} active={editor.isActive('taskList')} onClick={() => chain().toggleTaskList().run()}>
          ☑
        </Tool>
        <Tool label={T.blockquote()} active={editor.isActive('blockquote')} onClick={() => chain().toggleBlockquote().run()}>
          ❝
        </Tool>
        <Tool label={T.codeBlock()} active={editor.isActive('codeBlock')} onClick={() => chain().toggleCodeBlock().run()}>
          {'{ }'}
        </Tool>
        <Tool label={T.rule()} onClick={() => chain().setHorizontalRule().run()}>
          ―
        </Tool>
      </HStack>
      <Separator orientation="vertical" height="5" />
      <HStack gap="0.5">
        <Tool label={T.image()} onClick={() => picker.current?.click()}>
          🖼
        </Tool>
        <input
          ref={picker}
          type="file"
          accept="image/gif,image/jpeg,image/png,image/bmp,image/webp"
          multiple
          hidden
          onChange={(event) => {
            const files = Array.from(event.currentTarget.files ?? []);
            event.currentTarget.value = '';
            if (files.length) onImages(files);
          }}
        />
        <Tool label={T.table()} disabled={inTable} onClick={() => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run()}>
          ▦
        </Tool>
        {inTable ? (
          <>
            <Tool label={T.addRow()} onClick={() => chain().addRowAfter().run()}>
              {T.addRow()}
            </Tool>
            <Tool label={T.addColumn()} onClick={() => chain().addColumnAfter().run()}>
              {T.addColumn()}
            </Tool>
            <Tool label={T.deleteTable()} onClick={() => chain().deleteTable().run()}>
              {T.deleteTable()}
            </Tool>
          </>
        ) : null}
      </HStack>
      <Separator orientation="vertical" height="5" />
      <HStack gap="0.5">
        <Tool label={T.undo()} disabled={!editor.can().undo()} onClick={() => chain().undo().run()}>
          ↶
        </Tool>
        <Tool label={T.redo()} disabled={!editor.can().redo()} onClick={() => chain().redo().run()}>
          ↷
        </Tool>
      </HStack>
    </HStack>
  );
}
