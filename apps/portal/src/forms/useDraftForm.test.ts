import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDraftForm } from './useDraftForm';

const validate = (v: { name: string }) => (v.name.trim() === '' ? { name: 'Name is required.' } : {});

describe('given a draft form', () => {
  it('when a field changes then it is dirty, and its message shows only once the field was left', () => {
    const { result } = renderHook(() => useDraftForm({ initial: { name: 'Ann' }, validate }));
    expect(result.current.dirty).toBe(false);
    act(() => result.current.set('name', ''));
    expect(result.current.dirty).toBe(true);
    expect(result.current.valid).toBe(false);
    expect(result.current.errorOf('name')).toBeUndefined();
    act(() => result.current.touch('name'));
    expect(result.current.errorOf('name')).toBe('Name is required.');
  });

  it('when an untouched field is left then nothing shows; once it was changed, leaving it shows its message', () => {
    const { result } = renderHook(() => useDraftForm({ initial: { name: '' }, validate }));
    act(() => result.current.leave('name'));
    expect(result.current.errorOf('name')).toBeUndefined();
    act(() => result.current.set('name', 'A'));
    act(() => result.current.set('name', ' '));
    act(() => result.current.leave('name'));
    expect(result.current.errorOf('name')).toBe('Name is required.');
  });

  it('when a save fails then the message shows and what was typed stays; a saved answer becomes the baseline', async () => {
    const { result } = renderHook(() => useDraftForm({ initial: { name: 'Ann' }, validate }));
    act(() => result.current.set('name', 'Bea'));
    await act(async () => {
      await result.current.submit(async () => {
        throw new Error('The server said no.');
      });
    });
    expect(result.current.status).toMatchObject({ kind: 'alert', message: 'The server said no.' });
    expect(result.current.values.name).toBe('Bea');
    await act(async () => {
      await result.current.submit(async (values) => result.current.reset(values), 'Saved.');
    });
    expect(result.current.status).toMatchObject({ kind: 'success', message: 'Saved.' });
    expect(result.current.dirty).toBe(false);
  });

  it('when nothing changed or the draft is invalid then submit does not run the work', async () => {
    const { result } = renderHook(() => useDraftForm({ initial: { name: 'Ann' }, validate }));
    let ran = 0;
    await act(async () => {
      expect(await result.current.submit(async () => void ran++)).toBe(false);
    });
    act(() => result.current.set('name', ' '));
    await act(async () => {
      expect(await result.current.submit(async () => void ran++)).toBe(false);
    });
    expect(ran).toBe(0);
  });
});
