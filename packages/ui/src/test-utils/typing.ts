/**
 * Types text as a browser does for a fast typist: each character goes in through the browser's
 * own text insertion (what a key press does: beforeinput, the value change, input), with no pause
 * between characters, so nothing scheduled for later can run in between. user-event writes the
 * value itself and waits between keys, which hides an input that loses keys typed before the
 * component has rendered the previous one. Browser only (jsdom has no `execCommand`).
 */
export function typeWithoutPause(input: HTMLInputElement, text: string) {
  input.focus();
  for (const char of text) input.ownerDocument.execCommand('insertText', false, char);
}
