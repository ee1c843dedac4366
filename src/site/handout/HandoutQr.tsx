// The handout's QR code: the live page in exactly the handout's state. The build renders it for the
// page at its defaults (what a handout printed without JavaScript shows); in the browser it is redrawn
// for this address's query string. SVG from uqr, no canvas, so it prints sharp. Opened from this
// computer only (`npm start`: http://127.0.0.1:4321/…), the code is one no student's phone can open,
// and the handout says so beside it, on screen, before the teacher prints (handout.css).
import { useEffect, useState } from 'preact/hooks';
import { renderSVG } from 'uqr';
import { isLoopbackHost } from './loopback';

interface Props {
  /** The live page at its defaults, absolute. */
  href: string;
}

export function qrSvg(href: string): string {
  return renderSVG(href, { border: 1, pixelSize: 4, ecc: 'M' });
}

export default function HandoutQr({ href }: Props) {
  const [live, setLive] = useState(href);
  const [local, setLocal] = useState<string | null>(null);
  useEffect(() => {
    if (isLoopbackHost(window.location.hostname)) setLocal(window.location.host);
    const url = new URL(href);
    url.protocol = window.location.protocol;
    url.host = window.location.host;
    // The widgets' state only: which version of the handout is printed, with or without the errata,
    // which exercises, is not the live page's.
    const query = new URLSearchParams(window.location.search);
    for (const handoutOnly of ['sheet', 'errata', 'rotation', 'ex']) query.delete(handoutOnly);
    url.search = query.toString();
    setLive(url.toString());
  }, [href]);
  return (
    <figure class="handout-qr" data-qr={live}>
      <div
        class="handout-qr-code"
        role="img"
        aria-label={`QR code: ${live}`}
        dangerouslySetInnerHTML={{ __html: qrSvg(live) }}
      />
      <figcaption>
        The live page in this state: <a href={live}>{live}</a>
        {local !== null ? (
          <span class="handout-qr-local" role="note">
            Phones can’t open this code: {local} is this computer only. Print from the hosted site, or from
            the address <code>npm run serve:lan</code> prints on the classroom’s network.
          </span>
        ) : null}
      </figcaption>
    </figure>
  );
}
