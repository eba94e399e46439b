import { Button, HStack, Kbd, Portal, Separator, Tooltip } from '@chakra-ui/react';
import type { Editor } from '@tiptap/core';
import {
  BetweenHorizontalEndIcon,
  BetweenVerticalEndIcon,
  BoldIcon,
  CodeIcon,
  Heading1Icon,
  Heading2Icon,
  Heading3Icon,
  ImagePlusIcon,
  ItalicIcon,
  LinkIcon,
  ListIcon,
  ListOrderedIcon,
  ListTodoIcon,
  MinusIcon,
  PilcrowIcon,
  QuoteIcon,
  Redo2Icon,
  SquareCodeIcon,
  StrikethroughIcon,
  TableIcon,
  Trash2Icon,
  Undo2Icon,
} from 'lucide-react';
import { type ComponentType, memo, useMemo, useRef } from 'react';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { showToast } from '../../../ui/toaster';
import { isSafeUrl } from '../safe-url';
import { ariaShortcut, isApplePlatform, SHORTCUTS, type Shortcut, shortcutText } from './shortcuts';
import { useToolbarState } from './toolbar-state';

interface Props {
  editor: Editor;
  /** Stores the chosen images and puts them in at the cursor. */
  onImages: (files: File[]) => void;
}

interface ToolProps {
  label: string;
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean; strokeWidth?: number }>;
  /** Whether the mark or block is on where the caret is; a toggle says so as pressed. */
  active?: boolean;
  shortcut?: Shortcut;
  disabled?: boolean;
  onClick: () => void;
  testId?: string;
}

/**
 * One button: its icon, its name for screen readers, and a tooltip naming the action and its keys, so
 * the toolbar teaches the shortcuts.
 */
function Tool({ label, icon: Icon, active, shortcut, disabled, onClick, testId }: ToolProps) {
  const apple = useMemo(isApplePlatform, []);
  return (
    <Tooltip.Root openDelay={300} closeDelay={0} positioning={{ placement: 'bottom' }}>
      <Tooltip.Trigger asChild>
        <Button
          size="xs"
          px="1.5"
          variant={active ? 'subtle' : 'ghost'}
          aria-label={label}
          aria-pressed={active}
          aria-keyshortcuts={shortcut ? ariaShortcut(shortcut, apple) : undefined}
          disabled={disabled}
          onMouseDown={(event) => event.preventDefault()}
          onClick={onClick}
          data-testid={testId}
        >
          <Icon size={16} strokeWidth={2} aria-hidden />
        </Button>
      </Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content display="flex" alignItems="center" gap="2" data-testid="wiki-tool-tip">
            {label}
            {shortcut ? (
              <Kbd size="sm" variant="subtle">
                {shortcutText(shortcut, apple)}
              </Kbd>
            ) : null}
          </Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}

const HEADINGS = [
  { level: 1, icon: Heading1Icon, shortcut: SHORTCUTS.heading1 },
  { level: 2, icon: Heading2Icon, shortcut: SHORTCUTS.heading2 },
  { level: 3, icon: Heading3Icon, shortcut: SHORTCUTS.heading3 },
] as const;

/**
 * The formatting buttons; each does what its Markdown shortcut does. It renders again only when what a
 * button shows changes (useToolbarState), not with each keystroke.
 */
export const EditorToolbar = memo(function EditorToolbar({ editor, onImages }: Props) {
  const { LL } = useI18nContext();
  const T = LL.wiki.editor.toolbar;
  const picker = useRef<HTMLInputElement>(null);
  const state = useToolbarState(editor);
  const chain = () => editor.chain().focus();
  const inTable = state.inTable;

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
        <Tool label={T.paragraph()} icon={PilcrowIcon} shortcut={SHORTCUTS.paragraph} active={state.paragraph} onClick={() => chain().setParagraph().run()} />
        {HEADINGS.map(({ level, icon, shortcut }) => (
          <Tool
            key={level}
            label={T.heading({ level })}
            icon={icon}
            shortcut={shortcut}
            active={state[`heading${level}`]}
            onClick={() => chain().toggleHeading({ level }).run()}
          />
        ))}
      </HStack>
      <Separator orientation="vertical" height="5" />
      <HStack gap="0.5">
        <Tool label={T.bold()} icon={BoldIcon} shortcut={SHORTCUTS.bold} active={state.bold} onClick={() => chain().toggleBold().run()} testId="wiki-tool-bold" />
        <Tool label={T.italic()} icon={ItalicIcon} shortcut={SHORTCUTS.italic} active={state.italic} onClick={() => chain().toggleItalic().run()} />
        <Tool label={T.strike()} icon={StrikethroughIcon} shortcut={SHORTCUTS.strike} active={state.strike} onClick={() => chain().toggleStrike().run()} />
        <Tool label={T.code()} icon={CodeIcon} shortcut={SHORTCUTS.code} active={state.code} onClick={() => chain().toggleCode().run()} />
        <Tool label={T.link()} icon={LinkIcon} active={state.link} onClick={link} testId="wiki-tool-link" />
      </HStack>
      <Separator orientation="vertical" height="5" />
      <HStack gap="0.5">
        <Tool label={T.bulletList()} icon={ListIcon} shortcut={SHORTCUTS.bulletList} active={state.bulletList} onClick={() => chain().toggleBulletList().run()} />
        <Tool label={T.orderedList()} icon={ListOrderedIcon} shortcut={SHORTCUTS.orderedList} active={state.orderedList} onClick={() => chain().toggleOrderedList().run()} />
        <Tool label={T.taskList()} icon={ListTodoIcon} shortcut={SHORTCUTS.taskList} active={state.taskList} onClick={() => chain().toggleTaskList().run()} />
        <Tool label={T.blockquote()} icon={QuoteIcon} shortcut={SHORTCUTS.blockquote} active={state.blockquote} onClick={() => chain().toggleBlockquote().run()} />
        <Tool label={T.codeBlock()} icon={SquareCodeIcon} shortcut={SHORTCUTS.codeBlock} active={state.codeBlock} onClick={() => chain().toggleCodeBlock().run()} />
        <Tool label={T.rule()} icon={MinusIcon} onClick={() => chain().setHorizontalRule().run()} />
      </HStack>
      <Separator orientation="vertical" height="5" />
      <HStack gap="0.5">
        <Tool label={T.image()} icon={ImagePlusIcon} onClick={() => picker.current?.click()} />
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
        <Tool label={T.table()} icon={TableIcon} disabled={inTable} onClick={() => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run()} />
        {inTable ? (
          <>
            <Tool label={T.addRow()} icon={BetweenHorizontalEndIcon} onClick={() => chain().addRowAfter().run()} />
            <Tool label={T.addColumn()} icon={BetweenVerticalEndIcon} onClick={() => chain().addColumnAfter().run()} />
            <Tool label={T.deleteTable()} icon={Trash2Icon} onClick={() => chain().deleteTable().run()} />
          </>
        ) : null}
      </HStack>
      <Separator orientation="vertical" height="5" />
      <HStack gap="0.5">
        <Tool label={T.undo()} icon={Undo2Icon} shortcut={SHORTCUTS.undo} disabled={!state.canUndo} onClick={() => chain().undo().run()} />
        <Tool label={T.redo()} icon={Redo2Icon} shortcut={SHORTCUTS.redo} disabled={!state.canRedo} onClick={() => chain().redo().run()} />
      </HStack>
    </HStack>
  );
});
