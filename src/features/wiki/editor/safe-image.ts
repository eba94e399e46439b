import Image from '@tiptap/extension-image';
import { isSafeUrl } from '../safe-url';

/**
 * The editor's image, whose address reaches the page only when it is a safe one, as in the reading
 * view. The shared document takes whatever any connected client writes, so an address that never
 * passed the editor's own paste and insert rules (`javascript:`, `data:`) can arrive in it; such an
 * image keeps its place in the page and draws nothing.
 */
export const SafeImage = Image.extend({
  addAttributes() {
    const inherited = this.parent?.() ?? {};
    return {
      ...inherited,
      src: {
        default: null,
        renderHTML: (attributes: { src?: unknown }) => (typeof attributes.src === 'string' && isSafeUrl(attributes.src) ? { src: attributes.src } : {}),
      },
    };
  },
});
