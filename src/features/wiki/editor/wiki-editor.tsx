import { Alert, Badge, Box, Button, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { Editor } from '@tiptap/core';
import type { EditorView } from '@tiptap/pm/view';
import { memo, type Ref, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { useWikiTree } from '../../../api/wiki-queries';
import { showToast } from '../../../ui/toaster';
import { uploadWikiImage } from '../api/wiki-urls';
import type { WikiCommentSlots } from '../wiki-comment-slots';
import { wikiProse } from '../wiki-prose';
import { EditorToolbar } from './editor-toolbar';
import { pasteMarkdown } from './markdown-paste';
import { PageLinkPicker } from './page-link-picker';
import { pageLinkSuggestion } from './page-link-suggestion';
import { createPageTitles } from './page-titles';
import { type ConnectionState, useCollaboration } from './use-collaboration';
import { caretColor, wikiExtensions } from './wiki-extensions';

interface Props {
  libraryId: number;
  pageId: number;
  user: { id: number; account: string; name: string };
  /** The page's comments beside the editor. */
  comments?: WikiCommentSlots;
}

const STATE_PALETTE: Record<ConnectionState, string> = { connecting: 'gray', syncing: 'blue', synced: 'green', offline: 'orange' };

function imagesOf(list: FileList | null | undefined): File[] {
  return Array.from(list ?? []).filter((file) => file.type.startsWith('image/'));
}

/** What the caret of everyone else looks like: a coloured bar with the person's name above it. */
const caretStyles = {
  '& .collaboration-carets__caret': {
    position: 'relative',
    marginInline: '-1px',
    borderInlineStart: '1px solid',
    borderInlineEnd: '1px solid',
    wordBreak: 'normal',
    pointerEvents: 'none',
  },
  '& .collaboration-carets__label': {
    position: 'absolute',
    top: '-1.4em',
    insetInlineStart: '-1px',
    fontSize: 'xs',
    fontWeight: 'semibold',
    lineHeight: 'normal',
    color: 'white',
    paddingInline: '0.3em',
    rounded: 'sm',
    whiteSpace: 'nowrap',
    userSelect: 'none',
  },
  '& .ProseMirror': { outline: 'none', minHeight: '50vh' },
  '& .ProseMirror-selectednode': { outline: '2px solid', outlineColor: 'blue.focusRing' },
} as const;

const surfaceStyles = [wikiProse, caretStyles];

/** Where TipTap puts the page; its styles are worked out once, not again with each change of the status line above it. */
const EditorSurface = memo(function EditorSurface({ ref }: { ref: Ref<HTMLDivElement> }) {
  return <Box ref={ref} css={surfaceStyles} />;
});

/**
 * The page's live editor: TipTap on the page's shared Yjs document, with everyone's carets, images
 * stored in the library on paste, drop or pick, and the connection state shown. A person with read
 * access only gets the same content, not editable.
 */
export function WikiEditor({ libraryId, pageId, user, comments }: Props) {
  const { LL } = useI18nContext();
  // Messages in the language of the moment, without rebuilding the editor when it changes.
  const messages = useRef(LL);
  messages.current = LL;
  const collaboration = useCollaboration(user.account, pageId);
  const mount = useRef<HTMLDivElement>(null);
  const [editor, setEditor] = useState<Editor | null>(null);
  const [uploading, setUploading] = useState(0);
  const [editors, setEditors] = useState<string[]>([]);
  const navigate = useNavigate();
  const opener = useRef(navigate);
  opener.current = navigate;
  const { data: tree } = useWikiTree(libraryId);
  const titles = useMemo(
    () =>
      createPageTitles({
        href: (id) => `/doc/lib/${libraryId}/wiki/list/${id}`,
        open: (id) => void opener.current({ to: '/doc/lib/$libraryId/wiki/list/$id', params: { libraryId, id: String(id) } }),
        missing: () => messages.current.wiki.pageLink.missing(),
      }),
    [libraryId],
  );
  useEffect(() => titles.update(tree?.pages), [titles, tree]);
  // A link to the page itself is no use.
  const suggestion = useMemo(() => pageLinkSuggestion(() => titles.pages().filter((page) => page.id !== pageId)), [titles, pageId]);

  const document = collaboration?.document;
  const provider = collaboration?.provider;

  useEffect(() => {
    if (!document || !provider || !mount.current) return;

    async function insertImages(view: EditorView, files: File[], at?: number) {
      for (const file of files) {
        setUploading((count) => count + 1);
        try {
          const src = await uploadWikiImage(libraryId, pageId, file);
          const node = view.state.schema.nodes.image!.create({ src, alt: file.name });
          const position = at ?? view.state.selection.to;
          view.dispatch(view.state.tr.insert(Math.min(position, view.state.doc.content.size), node));
        } catch (failure) {
          showToast('error', messages.current.wiki.editor.imageFailed({ name: file.name, message: failure instanceof Error ? failure.message : String(failure) }));
        } finally {
          setUploading((count) => count - 1);
        }
      }
    }

    const created = new Editor({
      element: mount.current,
      extensions: wikiExtensions(document, provider, { name: user.name, color: caretColor(user.id) }, { titles, suggestion }),
      editorProps: {
        attributes: { 'data-testid': 'wiki-editor', spellcheck: 'true' },
        handlePaste(view, event) {
          const files = imagesOf(event.clipboardData?.files);
          if (files.length && view.editable) {
            void insertImages(view, files);
            return true;
          }
          return pasteMarkdown(view, event, titles.byTitle);
        },
        handleDrop(view, event) {
          const files = imagesOf(event.dataTransfer?.files);
          if (!files.length || !view.editable) return false;
          event.preventDefault();
          const at = view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos;
          void insertImages(view, files, at);
          return true;
        },
      },
    });
    setEditor(created);

    // Who else has the page open, by name, from the shared presence.
    const awareness = provider.awareness;
    const listEditors = () => {
      if (!awareness) return;
      const names = [...awareness.getStates().entries()]
        .filter(([clientId]) => clientId !== awareness.clientID)
        .map(([, state]) => (state as { user?: { name?: string } }).user?.name)
        .filter((name): name is string => typeof name === 'string');
      const unique = [...new Set(names)];
      // Presence changes with every move of anyone's caret; the names shown change far less often.
      setEditors((shown) => (shown.length === unique.length && shown.every((name, index) => name === unique[index]) ? shown : unique));
    };
    awareness?.on('change', listEditors);
    return () => {
      awareness?.off('change', listEditors);
      created.destroy();
      setEditor(null);
    };
  }, [document, provider, libraryId, pageId, user.id, user.name, titles, suggestion]);

  const readOnly = collaboration?.readOnly ?? false;
  const refusal = collaboration?.refusal ?? null;
  const revoked = collaboration?.revoked ?? null;
  useEffect(() => {
    editor?.setEditable(!readOnly && refusal === null);
  }, [editor, readOnly, refusal]);
  // What the editor held when edit access went away, before others' later changes arrive in it: the
  // person's refused changes are in there, to copy out.
  const [kept, setKept] = useState<string | null>(null);
  useEffect(() => {
    if (!revoked) setKept(null);
    else if (editor) setKept((before) => before ?? editor.getText({ blockSeparator: '\n' }));
  }, [editor, revoked]);

  const insertFromPicker = useCallback(
    async (files: File[]) => {
      if (!editor) return;
      for (const file of files) {
        setUploading((count) => count + 1);
        try {
          const src = await uploadWikiImage(libraryId, pageId, file);
          editor.chain().focus().setImage({ src, alt: file.name }).run();
        } catch (failure) {
          showToast('error', messages.current.wiki.editor.imageFailed({ name: file.name, message: failure instanceof Error ? failure.message : String(failure) }));
        } finally {
          setUploading((count) => count - 1);
        }
      }
    },
    [editor, libraryId, pageId],
  );
  const pickImages = useCallback((files: File[]) => void insertFromPicker(files), [insertFromPicker]);

  const state = collaboration?.state ?? 'connecting';
  return (
    <Box>
      <HStack gap="3" mb="3" wrap="wrap">
        <Badge colorPalette={STATE_PALETTE[state]} data-testid="wiki-connection" data-state={state}>
          {LL.wiki.editor.status[state]()}
        </Badge>
        {uploading > 0 ? <Text fontSize="sm" color="fg.muted">{LL.wiki.editor.imageUploading()}</Text> : null}
        {editors.length ? (
          <Text fontSize="sm" color="fg.muted" data-testid="wiki-editors">
            {LL.wiki.editor.editors({ names: editors.join('、') })}
          </Text>
        ) : null}
      </HStack>
      {revoked ? (
        <Alert.Root status="warning" mb="3" data-testid="wiki-revoked" data-access={revoked}>
          <Alert.Indicator />
          <Alert.Title>{LL.wiki.editor.revoked[revoked]()}</Alert.Title>
        </Alert.Root>
      ) : refusal ? (
        <Alert.Root status="error" mb="3" data-testid="wiki-refused">
          <Alert.Indicator />
          <Alert.Title>{LL.wiki.editor.refused({ reason: refusal === 'other' ? '' : LL.wiki.editor.refusals[refusal]() })}</Alert.Title>
        </Alert.Root>
      ) : readOnly ? (
        <Alert.Root status="info" mb="3" data-testid="wiki-readonly">
          <Alert.Indicator />
          <Alert.Title>{LL.wiki.editor.readOnly()}</Alert.Title>
        </Alert.Root>
      ) : null}
      {revoked && kept ? (
        <Stack gap="2" mb="3" data-testid="wiki-kept">
          <Text fontWeight="semibold">{LL.wiki.editor.keptTitle()}</Text>
          <Text fontSize="sm" color="fg.muted">
            {LL.wiki.editor.keptHint()}
          </Text>
          <Textarea value={kept} readOnly rows={Math.min(12, kept.split('\n').length + 1)} data-testid="wiki-kept-text" />
          <Box>
            <Button
              size="sm"
              variant="outline"
              onClick={() => void navigator.clipboard.writeText(kept).then(() => showToast('success', LL.wiki.editor.keptCopied()))}
              data-testid="wiki-kept-copy"
            >
              {LL.wiki.editor.copyKept()}
            </Button>
          </Box>
        </Stack>
      ) : null}
      {editor && !readOnly && !refusal ? <EditorToolbar editor={editor} onImages={pickImages} /> : null}
      {comments ? (
        <comments.Editing libraryId={libraryId} pageId={pageId} editor={editor}>
          <EditorSurface ref={mount} />
        </comments.Editing>
      ) : (
        <EditorSurface ref={mount} />
      )}
      {editor ? <PageLinkPicker suggestion={suggestion} /> : null}
    </Box>
  );
}
