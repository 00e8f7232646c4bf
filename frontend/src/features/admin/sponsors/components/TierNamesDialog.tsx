import { useState } from 'react';
import { RenameSponsorTierRequestSchema, SPONSOR_TIERS, type EventChoice, type SponsorTier } from '@dental/contracts';
import { buttonClass } from '../../../../components/ui/button';
import { toast } from '../../../../lib/toast';
import { useRenameTiers } from '../api/sponsors';
import { AdminDialog } from '../../components/AdminDialog';
import { fieldAria, FormField, inputClass } from '../../components/form';
import { TIER_LABELS } from '../../components/tier-labels';

/** 'Edit Sponsor Tier Names' for one event: three PATCH calls, one per tier; an empty name means the default. */
export function TierNamesDialog({
  event,
  names,
  open,
  onOpenChange,
}: {
  event: EventChoice;
  names: Record<SponsorTier, string>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [values, setValues] = useState(names);
  const [problems, setProblems] = useState<Partial<Record<SponsorTier, string>>>({});
  const rename = useRenameTiers(event.id);
  const formId = `tier-names-${event.id}`;

  const save = () => {
    const found: Partial<Record<SponsorTier, string>> = {};
    for (const tierLevel of SPONSOR_TIERS) {
      const result = RenameSponsorTierRequestSchema.safeParse({ tierLevel, customName: values[tierLevel] });
      if (!result.success) found[tierLevel] = result.error.issues[0]?.message;
    }
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    rename.mutate(values, {
      onSuccess: () => {
        toast({ title: 'Success', description: 'Sponsor tier names updated successfully!' });
        onOpenChange(false);
      },
      onError: () =>
        toast({
          title: 'Error',
          description: 'Failed to update tier names. Please try again.',
          variant: 'destructive',
        }),
    });
  };

  return (
    <AdminDialog
      open={open}
      onOpenChange={(next) => {
        if (rename.isPending) return;
        if (next) setValues(names);
        onOpenChange(next);
      }}
      title="Edit Sponsor Tier Names"
      description={`Headings of the sponsor tiers for ${event.title}. Leave a name empty to use the default.`}
      footer={
        <>
          <button
            type="button"
            onClick={() => onOpenChange(false)}
            disabled={rename.isPending}
            className={buttonClass('secondary')}
          >
            Cancel
          </button>
          <button type="submit" form={formId} disabled={rename.isPending} className={buttonClass('primary')}>
            {rename.isPending ? 'Saving...' : 'Save Tier Names'}
          </button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        className="grid grid-cols-1 gap-4"
        onSubmit={(submitEvent) => {
          submitEvent.preventDefault();
          save();
        }}
      >
        {SPONSOR_TIERS.map((tier) => (
          <FormField
            key={tier}
            id={`${formId}-${tier}`}
            label={`${TIER_LABELS[tier]} tier name`}
            error={problems[tier]}
          >
            <input
              value={values[tier]}
              onChange={(e) => setValues((current) => ({ ...current, [tier]: e.target.value }))}
              {...fieldAria(`${formId}-${tier}`, problems[tier])}
              className={inputClass(Boolean(problems[tier]))}
            />
          </FormField>
        ))}
      </form>
    </AdminDialog>
  );
}
