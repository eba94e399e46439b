import { describe, expect, it } from 'vitest';
import { codeLanguage, previewExtension, previewKind } from '../../../contract/preview-kind';

describe('how the browse screen shows a file', () => {
  it('goes by the extension first', () => {
    expect(previewKind('设计图.PNG', 'application/octet-stream')).toBe('image');
    expect(previewKind('评审.pdf', '')).toBe('pdf');
    expect(previewKind('会议纪要.md', 'text/markdown')).toBe('markdown');
    expect(previewKind('main.go', 'text/plain')).toBe('code');
    expect(previewKind('notes.txt', 'text/plain')).toBe('text');
    expect(previewKind('song.mp3', '')).toBe('audio');
    expect(previewKind('demo.mp4', '')).toBe('video');
    expect(previewKind('plan.docx', '')).toBe('office');
    expect(previewKind('sheet.xlsx', '')).toBe('office');
  });

  it('shows HTML and SVG as their source code, never as a page or image that could run script', () => {
    expect(previewKind('page.html', 'text/html')).toBe('code');
    expect(previewKind('logo.svg', 'image/svg+xml')).toBe('code');
  });

  it('falls back to the type for unknown extensions, and to no preview at all', () => {
    expect(previewKind('scan', 'application/pdf')).toBe('pdf');
    expect(previewKind('photo.heic', 'image/heic')).toBe('image');
    expect(previewKind('README', 'text/plain')).toBe('text');
    expect(previewKind('archive.zip', 'application/zip')).toBe('none');
  });

  it('treats Dockerfile and Makefile as their own languages', () => {
    expect(previewExtension('Dockerfile')).toBe('dockerfile');
    expect(previewKind('Makefile', '')).toBe('code');
    expect(codeLanguage('Makefile')).toBe('makefile');
  });

  it('names the highlighting language of source files and none for others', () => {
    expect(codeLanguage('App.tsx')).toBe('typescript');
    expect(codeLanguage('tool.py')).toBe('python');
    expect(codeLanguage('config.yml')).toBe('yaml');
    expect(codeLanguage('notes.txt')).toBeUndefined();
    expect(previewExtension('.hidden')).toBe('');
  });
});
