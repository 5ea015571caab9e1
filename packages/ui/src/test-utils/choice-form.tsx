import { useState, type ReactNode } from 'react';
import { Field } from '../Field';
import { TextInput } from '../TextInput';

/**
 * A form that keeps its values the usual way: each change spreads the values it rendered with
 * (`{ ...values, zip }`). `choice` renders the control under test for the State field.
 */
export function StateAndZipForm({
  choice,
}: {
  choice: (value: string | null, onValueChange: (state: string | null) => void) => ReactNode;
}) {
  const [values, setValues] = useState({ state: '', zip: '' });
  return (
    <form aria-label="Address">
      <Field>
        <Field.Label>State</Field.Label>
        {choice(values.state || null, (state) => setValues({ ...values, state: state ?? '' }))}
      </Field>
      <Field>
        <Field.Label>Zip Code</Field.Label>
        <TextInput value={values.zip} onChange={(event) => setValues({ ...values, zip: event.target.value })} />
      </Field>
      <output aria-label="Saved values">{JSON.stringify(values)}</output>
    </form>
  );
}

/**
 * Clicks `option`, lets only microtasks run (React's render of the click), then types `text` into
 * `input`: what a browser does when the next input event is already queued behind the click.
 */
export async function clickThenTypeAtOnce(option: HTMLElement, input: HTMLInputElement, text: string) {
  option.click();
  for (let i = 0; i < 5; i++) await Promise.resolve();
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}
