// client:interact — hydrate an island when the reader first interacts with it, not when it scrolls
// into view. Until then the server's HTML (figures, readouts, native controls) is the widget.
//
// - Interaction: pointerdown, keydown, focusin, input or change inside the island. Hovering and
//   scrolling are not interaction: a reader who only scrolls downloads no island code.
// - Groups: `client:interact="collision"` names a group. Islands that share state (a widget and the
//   plot that follows it, the page's plug-in numbers) hydrate together, so one change updates all.
// - A shared link: when the page's URL has a query (a configuration), islands hydrate as soon as
//   they come into view, so the link's values show without a touch.
// - Replay: the native control the reader moved before the code arrived keeps its new value; after
//   hydration it is re-announced (input + change) so the widget takes it up. A pointer still held
//   on a diagram handle gets its pointerdown again, so the drag goes on, and the arrow keys pressed
//   on a focused handle are pressed again (a handle is a scripted slider: without its code a key
//   does nothing, so it is held back from scrolling the page). A button clicked before the code
//   arrived (an exercise's Check, a widget's Reset) is clicked again once it can act, if it still
//   says what it said when pressed: a Play that has meanwhile become Pause (the run started by
//   itself at hydration) already does what the reader asked, and a second click would undo it.
import type { ClientDirective } from 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on first interaction; the value names a group of islands that wake together. */
    'client:interact'?: string | boolean;
  }
}

const WAKE = 'impulse:wake';
/** `document.dispatchEvent(new CustomEvent('impulse:wake', { detail: '*' }))` wakes every island
 * (the handout does, since a printout is never interacted with). */
const WAKE_ALL = '*';
const EVENTS = ['pointerdown', 'keydown', 'focusin', 'input', 'change'] as const;
/** A slider drawn in a diagram (DragHandle), not a native one: its keys are replayed. */
const SCRIPTED_SLIDER = '[role="slider"]:not(input)';
const ARROW_KEYS = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'];

const interact: ClientDirective = (load, opts, el) => {
  const group = typeof opts.value === 'string' && opts.value ? opts.value : null;
  let started = false;
  let touched: Element | null = null;
  // The value the reader gave the touched control before the code arrived (hydration re-renders
  // controls with the state's values, so it must be remembered and given back).
  let value: string | null = null;
  let checked: boolean | null = null;
  let held: PointerEvent | null = null;
  // Arrow keys pressed on a scripted slider before the code arrived, in order, with that slider.
  let keys: { key: string; shiftKey: boolean }[] = [];
  let keyTarget: Element | null = null;
  let clicked: HTMLButtonElement | null = null;
  let clickedText: string | null = null;
  // Once the island's handlers are attached, a click acts by itself and must not be replayed.
  let hydrated = false;

  const onEvent = (ev: Event) => {
    if (ev.type === 'pointerdown') held = ev as PointerEvent;
    if (ev.target instanceof Element) touched = ev.target;
    if ((ev.type === 'input' || ev.type === 'change') && ev.target instanceof HTMLInputElement) {
      value = ev.target.value;
      checked = ev.target.checked;
    } else if ((ev.type === 'input' || ev.type === 'change') && ev.target instanceof HTMLSelectElement) {
      value = ev.target.value;
    }
    void start();
  };
  const onUp = () => (held = null);
  const onClick = (ev: Event) => {
    const button = ev.target instanceof Element ? ev.target.closest('button') : null;
    if (button && el.contains(button) && !hydrated) {
      clicked = button;
      clickedText = button.textContent;
    }
  };
  const onWake = (ev: Event) => {
    const detail = (ev as CustomEvent<string>).detail;
    if (detail === WAKE_ALL || (group !== null && detail === group)) void start();
  };

  // Listens as the key bubbles, after the slider's own handler: a key the hydrated slider took (it
  // prevents the default) is not kept, however the key and the hydration interleave.
  const onKey = (ev: KeyboardEvent) => {
    if (ev.defaultPrevented || !ARROW_KEYS.includes(ev.key) || ev.altKey || ev.ctrlKey || ev.metaKey) return;
    const slider = ev.target instanceof Element ? ev.target.closest(SCRIPTED_SLIDER) : null;
    if (!slider) return;
    if (slider !== keyTarget) keys = [];
    keyTarget = slider;
    keys.push({ key: ev.key, shiftKey: ev.shiftKey });
    ev.preventDefault();
  };

  const onValue = (ev: Event) => {
    if (ev.target instanceof HTMLInputElement || ev.target instanceof HTMLSelectElement) {
      touched = ev.target;
      value = ev.target.value;
      checked = ev.target instanceof HTMLInputElement ? ev.target.checked : null;
    }
  };

  function stop() {
    for (const type of EVENTS) el.removeEventListener(type, onEvent, true);
    // Until hydration is done, keep recording what the reader does to the native controls.
    el.addEventListener('input', onValue, true);
    el.addEventListener('change', onValue, true);
    el.addEventListener('click', onClick, true);
    document.removeEventListener(WAKE, onWake);
    io?.disconnect();
  }

  async function start() {
    if (started) return;
    started = true;
    stop();
    if (group) document.dispatchEvent(new CustomEvent(WAKE, { detail: group }));
    document.addEventListener('pointerup', onUp, { once: true, capture: true });
    const hydrate = await load();
    await hydrate();
    hydrated = true;
    // Preact re-renders once after mount (values from the URL); replay after that frame.
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    el.removeEventListener('input', onValue, true);
    el.removeEventListener('change', onValue, true);
    el.removeEventListener('click', onClick, true);
    el.removeEventListener('keydown', onKey);
    replay();
    await replayKeys();
  }

  function replay() {
    const button = clicked;
    clicked = null;
    if (button?.isConnected && !button.disabled && button.textContent === clickedText) button.click();
    const target = touched;
    if (!target || !target.isConnected) return;
    if ((target instanceof HTMLInputElement || target instanceof HTMLSelectElement) && value !== null) {
      if (target instanceof HTMLInputElement && (target.type === 'checkbox' || target.type === 'radio'))
        target.checked = checked ?? target.checked;
      else target.value = value;
      target.dispatchEvent(new Event('input', { bubbles: true }));
      target.dispatchEvent(new Event('change', { bubbles: true }));
    }
    if (held) {
      const p = held;
      held = null;
      target.dispatchEvent(
        new PointerEvent('pointerdown', {
          bubbles: true,
          cancelable: true,
          pointerId: p.pointerId,
          pointerType: p.pointerType,
          isPrimary: p.isPrimary,
          clientX: p.clientX,
          clientY: p.clientY,
          button: p.button,
          buttons: p.buttons,
        }),
      );
    }
  }

  /** The arrow keys kept, one per frame: each moves the slider from where the last one left it. */
  async function replayKeys() {
    const slider = keyTarget;
    keyTarget = null;
    for (const { key, shiftKey } of keys.splice(0)) {
      if (!slider?.isConnected) return;
      slider.dispatchEvent(new KeyboardEvent('keydown', { key, shiftKey, bubbles: true, cancelable: true }));
      await new Promise((r) => requestAnimationFrame(r));
    }
  }

  // Input events after a keydown/pointerdown that already started the load still carry the value.
  for (const type of EVENTS) el.addEventListener(type, onEvent, true);
  el.addEventListener('keydown', onKey);
  document.addEventListener(WAKE, onWake);

  // A shared configuration in the URL: show it as soon as the island is in view.
  let io: IntersectionObserver | null = null;
  if (window.location.search.length > 1) {
    io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) void start();
    });
    for (const child of el.children) io.observe(child);
  }
};

export default interact;
