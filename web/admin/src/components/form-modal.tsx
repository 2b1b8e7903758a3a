// The create/edit dialog every admin form uses: a Cloudscape Modal whose form is mounted only while it is open (so
// each opening starts clean), the Form with the form-level server error, Cancel and the submit button; and the
// save step they share (success toast and close, or the API's refusal under its field and in an error toast).
import type { BaseSyntheticEvent, ReactNode } from 'react';
import Form from '@cloudscape-design/components/form';
import Modal, { type ModalProps } from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { createOrReplace, type SaveWrites } from '../api/crud-writes';
import { messageOf } from '../lib/form-errors';
import { formErrorText, showServerError, type ZodForm } from '../lib/use-zod-form';
import { useToast, type Toast } from '../toast/toast-context';
import { FormActions } from './form-actions';

interface FormModalProps {
  visible: boolean;
  onDismiss: () => void;
  header: string;
  size?: ModalProps.Size;
  /** The form; rendered only while the dialog is open. */
  children: ReactNode;
}

export function FormModal({ visible, onDismiss, header, size, children }: FormModalProps) {
  return (
    <Modal visible={visible} onDismiss={onDismiss} header={header} size={size} closeAriaLabel="Close dialog">
      {visible && children}
    </Modal>
  );
}

interface ModalFormProps<TValues extends FieldValues> {
  form: UseFormReturn<TValues, unknown, unknown>;
  onSubmit: (e?: BaseSyntheticEvent) => Promise<void>;
  /** Cancel: a link action that stays usable while the form submits. */
  onCancel: () => void;
  /** Defaults to 'Cancel'. */
  cancelLabel?: string;
  submitLabel: string;
  busy: boolean;
  submitDisabled?: boolean;
  /** Wraps the fields (e.g. a Container on a full page); the fields are spaced either way. */
  frame?: (fields: ReactNode) => ReactNode;
  children: ReactNode;
}

/** The form inside a FormModal (or on a page): fields, the form-level error and the action bar. */
export function ModalForm<TValues extends FieldValues>({
  form, onSubmit, onCancel, cancelLabel = 'Cancel', submitLabel, busy, submitDisabled, frame = (f) => f, children,
}: ModalFormProps<TValues>) {
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate>
      <Form
        errorText={formErrorText(form)}
        actions={
          <FormActions
            secondaryLabel={cancelLabel} onSecondary={onCancel} submitLabel={submitLabel} busy={busy}
            secondaryEnabledWhileBusy submitDisabled={submitDisabled}
          />
        }
      >
        {frame(<SpaceBetween size="m">{children}</SpaceBetween>)}
      </Form>
    </form>
  );
}

/**
 * The submit handler of a create/edit form: `save` sends the body and answers the success toast; then `onDone`
 * (close the dialog, open the new page). A refusal shows under the field the API named (or at form level) and, when
 * `failed` is given, as an error toast with that header; the dialog stays open.
 */
export function useFormSave<TValues extends FieldValues, TOutput>(
  form: ZodForm<TValues, TOutput>,
  { failed, onDone }: { failed?: string; onDone: () => void },
  save: (body: TOutput) => Promise<Toast>,
) {
  const toast = useToast();
  return form.handleSubmit(async (body) => {
    try {
      toast(await save(body));
      onDone();
    } catch (err) {
      if (failed) toast({ type: 'error', header: failed, content: messageOf(err) });
      showServerError(form, err);
    }
  });
}

/** What a New/Edit dialog of one kind says: its toasts for a save that worked and for one that was refused. */
export interface RowSaveMessages { created: string; updated: string; createFailed: string; updateFailed: string }

/**
 * The submit handler of a New/Edit dialog that sends the whole row: creates it, or replaces the row it opened on
 * (with the version read, see createOrReplace); the toasts say which.
 */
export function useRowSave<TValues extends FieldValues, TOutput>(
  form: ZodForm<TValues, TOutput>,
  { writes, row, messages, onDone }: { writes: SaveWrites<TOutput>; row: { id: string; version?: number } | null; messages: RowSaveMessages; onDone: () => void },
) {
  return useFormSave(form, { failed: row ? messages.updateFailed : messages.createFailed, onDone }, async (body) => {
    await createOrReplace(writes, row, body);
    return { type: 'success', header: row ? messages.updated : messages.created };
  });
}
