// The notation page's symbols and meanings as HTML, for its tables and its list alike.
import { texInline } from '../lib/tex';

const escape = (t: string) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A meaning as HTML, its plain-text subscripts (x_A, m_{eff}) set as subscripts. */
export const prose = (t: string) =>
  escape(t).replace(
    /(\p{L})_(?:\{([^}]*)\}|([\p{L}\d]+))/gu,
    (_, base, braced, plain) => `${base}<sub>${braced ?? plain}</sub>`,
  );

/** The symbol as a reader sees it: KaTeX's \mathbf leaves Greek letters upright, \boldsymbol does not. */
export const symbol = (tex: string) => texInline(tex.replace(/^\\mathbf\\/, '\\boldsymbol\\'));
