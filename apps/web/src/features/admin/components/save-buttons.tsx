import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { useMessages } from '@/lib/i18n';
import { adminText } from './messages';

export type SaveMode = 'save' | 'saveAndAddAnother';

/**
 * The two ways to submit an admin form (docs/product.md#learning): 'Guardar' goes back, 'Guardar y añadir otra'
 * stays. Both are submit buttons, so Enter in a field means 'Guardar'.
 */
export function SaveButtons({ saving }: { saving: boolean }) {
  const t = useMessages(adminText);
  return (
    <div className="flex flex-col gap-3 sm:flex-row-reverse sm:justify-start">
      <Button type="submit" name="mode" value={'save' satisfies SaveMode} disabled={saving} aria-busy={saving}>
        Guardar
      </Button>
      <Button type="submit" name="mode" value={'saveAndAddAnother' satisfies SaveMode} variant="secondary" disabled={saving}>
        {t.saveAndAddAnother}
      </Button>
    </div>
  );
}

/** Which of the two buttons submitted the form; Enter in a field counts as 'Guardar'. */
export function chosenSaveMode(event: FormEvent<HTMLFormElement>): SaveMode {
  const submitter = (event.nativeEvent as SubmitEvent).submitter;
  return submitter instanceof HTMLButtonElement && submitter.value === 'saveAndAddAnother' ? 'saveAndAddAnother' : 'save';
}
