import { Box, Button, Center, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist';
import { useEffect, useRef, useState } from 'react';
import { useI18nContext } from '../../../../i18n/i18n-react';

/** Pages drawn at once; more on request, so a long document does not hold up the first page. */
const PAGE_BATCH = 10;
const ZOOMS = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;
/** The width a page is fitted to at 100 %. */
const BASE_WIDTH = 900;

function PdfPage({ document, pageNumber, zoom }: { document: PDFDocumentProxy; pageNumber: number; zoom: number }) {
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    let task: RenderTask | null = null;
    let cancelled = false;
    void document.getPage(pageNumber).then((page) => {
      const element = canvas.current;
      if (cancelled || !element) return;
      const natural = page.getViewport({ scale: 1 });
      const viewport = page.getViewport({ scale: (BASE_WIDTH / natural.width) * zoom });
      // Drawn at the screen's pixel density, shown at CSS size, so text stays sharp.
      const density = window.devicePixelRatio || 1;
      element.width = Math.floor(viewport.width * density);
      element.height = Math.floor(viewport.height * density);
      element.style.width = `${Math.floor(viewport.width)}px`;
      element.style.height = `${Math.floor(viewport.height)}px`;
      task = page.render({ canvas: element, viewport, transform: density === 1 ? undefined : [density, 0, 0, density, 0, 0] });
      task.promise.catch(() => undefined);
    });
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [document, pageNumber, zoom]);

  return <canvas ref={canvas} data-testid="pdf-page" data-page={pageNumber} style={{ display: 'block', margin: '0 auto', boxShadow: '0 1px 4px rgba(0,0,0,0.2)', background: 'white' }} />;
}

/** A PDF drawn page by page with pdf.js (its worker and code load only here). */
export function PdfViewer({ data }: { data: ArrayBuffer }) {
  const { LL } = useI18nContext();
  const [document, setDocument] = useState<PDFDocumentProxy | null>(null);
  const [failed, setFailed] = useState(false);
  const [shown, setShown] = useState(PAGE_BATCH);
  const [zoom, setZoom] = useState(1);

  useEffect(() => {
    let cancelled = false;
    let destroy: (() => Promise<void>) | null = null;
    setDocument(null);
    setFailed(false);
    void import('./pdfjs-loader')
      .then(({ openPdf }) => {
        const task = openPdf(data);
        destroy = () => task.destroy();
        return task.promise;
      })
      .then(
        (opened) => (cancelled ? undefined : setDocument(opened)),
        () => (cancelled ? undefined : setFailed(true)),
      );
    return () => {
      cancelled = true;
      void destroy?.();
    };
  }, [data]);

  if (failed) return <Text color="fg.error">{LL.preview.pdfFailed()}</Text>;
  if (!document) {
    return (
      <Center py="16">
        <Spinner />
      </Center>
    );
  }
  const step = (direction: 1 | -1) => {
    const index = ZOOMS.indexOf(zoom as (typeof ZOOMS)[number]);
    setZoom(ZOOMS[Math.min(ZOOMS.length - 1, Math.max(0, index + direction))]!);
  };
  const pages = Array.from({ length: Math.min(document.numPages, shown) }, (_, index) => index + 1);
  return (
    <Stack gap="4" data-testid="pdf-viewer" data-pages={document.numPages}>
      <HStack justify="center" gap="3">
        <Button size="xs" variant="outline" onClick={() => step(-1)} disabled={zoom === ZOOMS[0]} aria-label={LL.preview.zoomOut()}>
          −
        </Button>
        <Text fontSize="sm" minWidth="12" textAlign="center">
          {Math.round(zoom * 100)}%
        </Text>
        <Button size="xs" variant="outline" onClick={() => step(1)} disabled={zoom === ZOOMS[ZOOMS.length - 1]} aria-label={LL.preview.zoomIn()}>
          +
        </Button>
        <Text fontSize="sm" color="fg.muted">
          {LL.preview.pageCount({ count: document.numPages })}
        </Text>
      </HStack>
      <Box overflowX="auto">
        <Stack gap="4">
          {pages.map((pageNumber) => (
            <PdfPage key={pageNumber} document={document} pageNumber={pageNumber} zoom={zoom} />
          ))}
        </Stack>
      </Box>
      {document.numPages > shown ? (
        <Center>
          <Button size="sm" variant="outline" onClick={() => setShown(shown + PAGE_BATCH)} data-testid="pdf-more">
            {LL.preview.morePages({ count: document.numPages - shown })}
          </Button>
        </Center>
      ) : null}
    </Stack>
  );
}
