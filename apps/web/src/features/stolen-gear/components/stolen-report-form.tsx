import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '../../../lib/toast.ts';
import type { z } from 'zod';
import { STOLEN_LIMITS, STOLEN_MESSAGES } from '@restrung/shared/stolen-report';
import { stolenReportInputSchema } from '@restrung/shared/stolen-report-input';
import { FormField } from '../../../components/form-field.tsx';
import { useReportStolen } from '../api.ts';
import { SubmitButton } from '../../../components/submit-button.tsx';

type FormInput = z.input<typeof stolenReportInputSchema>;
type FormOutput = z.output<typeof stolenReportInputSchema>;

const EMPTY: FormInput = { serialNumber: '', brand: '', model: '', policeReference: '' };

/** Reports a serial number as stolen; the fields stay filled when the report fails, and clear once it is sent. */
export function StolenReportForm() {
  const report = useReportStolen();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(stolenReportInputSchema),
    defaultValues: EMPTY,
  });
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await report.mutateAsync(values);
      toast.success(STOLEN_MESSAGES.reported);
      form.reset(EMPTY);
    } catch (error) {
      toast.error((error as Error).message);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 md:grid-cols-2" aria-label="Report stolen gear">
      <FormField label="Serial number" error={errors.serialNumber?.message}>
        <input
          className="input w-full"
          autoComplete="off"
          maxLength={STOLEN_LIMITS.serialNumber}
          {...form.register('serialNumber')}
        />
      </FormField>
      <FormField label="Brand" error={errors.brand?.message}>
        <input className="input w-full" maxLength={STOLEN_LIMITS.brand} {...form.register('brand')} />
      </FormField>
      <FormField label="Model" error={errors.model?.message}>
        <input className="input w-full" maxLength={STOLEN_LIMITS.model} {...form.register('model')} />
      </FormField>
      <FormField
        label="Police reference (optional)"
        error={errors.policeReference?.message}
        hint="The case number the police gave you, if any."
      >
        <input
          className="input w-full"
          maxLength={STOLEN_LIMITS.policeReference}
          {...form.register('policeReference')}
        />
      </FormField>
      <div className="md:col-span-2">
        <SubmitButton className="btn btn-primary" busy={report.isPending}>
          {report.isPending ? 'Sending…' : 'Report as stolen'}
        </SubmitButton>
      </div>
    </form>
  );
}
