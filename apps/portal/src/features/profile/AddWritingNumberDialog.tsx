import { describeError } from '@meridian/api';
import { useAddWritingNumber, useCarrierProductTypes, useCarriers } from '@meridian/api/react';
import {
  isPlanYearOffered,
  planYearChoices,
  validateWritingNumber,
  WRITING_NUMBER_DIALOG_CLOSE_MS,
  WRITING_NUMBER_MAX_LENGTH,
  type WritingNumberValues,
} from '@meridian/domain';
import { Banner, Button, Dialog, Field, Select, TextInput, type SelectOptionGroup } from '@meridian/ui';
import { useCallback, useEffect, useMemo, useState, type FormEvent } from 'react';
import { styled } from 'styled-components';
import { WRITING_NUMBER_TEXT as T } from './text';

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;
`;

interface FormValues {
  carrier_id: string | null;
  product_type_id: string | null;
  agent_writing_number: string;
  certification_year: string | null;
}

const EMPTY: FormValues = {
  carrier_id: null,
  product_type_id: null,
  agent_writing_number: '',
  certification_year: null,
};

export interface AddWritingNumberDialogProps {
  userId: number;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/**
 * The Add Agent Writing Number dialog (spec 02 §2.10, §4.4, §5.4): carrier, product type (the
 * carrier's active and inactive types), writing number, and the plan year for Medicare Advantage
 * and Part D only (this year or next). After Add it shows the server's success or failure message
 * and closes 2 s later; the table behind it refreshes.
 */
export function AddWritingNumberDialog({ userId, open, onOpenChange }: AddWritingNumberDialogProps) {
  // Stable, so the 2 s close timer is not restarted by re-renders (the table refreshing behind).
  const close = useCallback(() => onOpenChange(false), [onOpenChange]);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={T.title}
      width="small"
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {T.cancel}
          </Button>
          <Button type="submit" form="add-writing-number-form">
            {T.add}
          </Button>
        </>
      }
    >
      {open ? <AddWritingNumberForm userId={userId} onDone={close} /> : null}
    </Dialog>
  );
}

function AddWritingNumberForm({ userId, onDone }: { userId: number; onDone(): void }) {
  const [values, setValues] = useState<FormValues>(EMPTY);
  const [submitted, setSubmitted] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const carriers = useCarriers();
  const productTypes = useCarrierProductTypes(values.carrier_id ? Number(values.carrier_id) : null);
  const add = useAddWritingNumber(userId);
  const years = useMemo(() => planYearChoices(new Date()), []);

  useEffect(() => {
    if (!outcome) return undefined;
    const timer = setTimeout(onDone, WRITING_NUMBER_DIALOG_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [outcome, onDone]);

  const planYearShown = isPlanYearOffered(values.product_type_id);
  const errors = validateWritingNumber(values as WritingNumberValues, new Date());
  const errorOf = (key: keyof FormValues) => (submitted ? errors[key] : undefined);

  const groups: SelectOptionGroup[] = useMemo(() => {
    const types = productTypes.data ?? [];
    const option = (t: (typeof types)[number]) => ({ value: String(t.product_type_id), label: t.product_type_name });
    return [
      { label: T.active, options: types.filter((t) => t.active === '1').map(option) },
      { label: T.inactive, options: types.filter((t) => t.active === '0').map(option) },
    ].filter((g) => g.options.length > 0);
  }, [productTypes.data]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (outcome || add.isMutating) return;
    setSubmitted(true);
    if (Object.keys(errors).length > 0) return;
    try {
      const answer = await add.trigger({
        carrier_id: Number(values.carrier_id),
        product_type_id: Number(values.product_type_id),
        agent_writing_number: values.agent_writing_number.trim(),
        certification_year: planYearShown ? Number(values.certification_year) : null,
      });
      setOutcome({ ok: true, message: answer.message });
    } catch (error) {
      setOutcome({ ok: false, message: describeError(error) });
    }
  };

  return (
    <StyledForm id="add-writing-number-form" noValidate onSubmit={(e) => void submit(e)}>
      {outcome ? <Banner variant={outcome.ok ? 'success' : 'alert'}>{outcome.message}</Banner> : null}
      {carriers.error ? <Banner variant="alert">{describeError(carriers.error)}</Banner> : null}
      <Field required>
        <Field.Label>{T.carrier}</Field.Label>
        <Select
          block
          placeholder={T.choose}
          options={(carriers.data ?? []).map((c) => ({ value: String(c.carrier_id), label: c.carrier_full_name }))}
          value={values.carrier_id}
          onValueChange={(carrier_id) =>
            setValues((v) => ({ ...v, carrier_id, product_type_id: null, certification_year: null }))
          }
        />
        <Field.Error>{errorOf('carrier_id')}</Field.Error>
      </Field>
      <Field required disabled={!values.carrier_id}>
        <Field.Label>{T.productType}</Field.Label>
        <Select
          block
          placeholder={T.choose}
          groups={groups}
          value={values.product_type_id}
          onValueChange={(product_type_id) =>
            setValues((v) => ({
              ...v,
              product_type_id,
              certification_year: isPlanYearOffered(product_type_id) ? v.certification_year : null,
            }))
          }
        />
        <Field.Error>{errorOf('product_type_id')}</Field.Error>
      </Field>
      <Field required>
        <Field.Label>{T.number}</Field.Label>
        <TextInput
          block
          autoComplete="off"
          maxLength={WRITING_NUMBER_MAX_LENGTH}
          value={values.agent_writing_number}
          onChange={(e) => setValues((v) => ({ ...v, agent_writing_number: e.target.value }))}
        />
        <Field.Error>{errorOf('agent_writing_number')}</Field.Error>
      </Field>
      {planYearShown ? (
        <Field required>
          <Field.Label>{T.planYear}</Field.Label>
          <Select
            block
            placeholder={T.choose}
            options={years.map((y) => ({ value: String(y), label: String(y) }))}
            value={values.certification_year}
            onValueChange={(certification_year) => setValues((v) => ({ ...v, certification_year }))}
          />
          <Field.Error>{errorOf('certification_year')}</Field.Error>
        </Field>
      ) : null}
    </StyledForm>
  );
}
