import type { ParamSpecs } from '../params/spec';
import type { ParamStore } from '../params/store';
import { useMounted } from '../params/use-params';
import './Notices.css';

/** Says, in words, which values from the link or typed in a box could not be used as given. */
export function Notices<S extends ParamSpecs>({ store }: { store: ParamStore<S> }) {
  const mounted = useMounted();
  const notices = store.notices.value;
  if (!mounted || notices.length === 0) return null;
  return (
    <div class="notice" role="status">
      <strong>Some values were adjusted:</strong>
      <ul>
        {notices.map((n) => (
          <li key={n}>{n}</li>
        ))}
      </ul>
    </div>
  );
}
