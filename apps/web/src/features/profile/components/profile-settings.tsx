import { SPANISH_VARIANTS, SpanishVariant, spanishVariantForCountry, type Profile, type UpdateProfileBody } from '@sendero/shared';
import { ChevronRight, HeartHandshake } from 'lucide-react';
import { useId, useMemo, type ChangeEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { useUpdateProfile } from '@/api/profile';
import { IconTile } from '@/components/icon-tile';
import { Card, CardTitle } from '@/components/ui/card';
import { Select } from '@/components/ui/select';
import { paths } from '@/config/paths';
import { ApiClientError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { countryGroups } from '@/lib/countries';
import { OnThisDaySetting } from './on-this-day-setting';
import { useMessages } from '@/lib/i18n';
import { settingsText } from '../messages';

const adviceChoices: { value: boolean; label: 'withModel' | 'withoutModel'; detail: 'withModelDetail' | 'withoutModelDetail' }[] = [
  { value: true, label: 'withModel', detail: 'withModelDetail' },
  { value: false, label: 'withoutModel', detail: 'withoutModelDetail' },
];

/** The Spanish each choice of "Cómo te hablamos" names (decision 045). */
const variantNames: Record<SpanishVariant, 'spain' | 'latinAmerica' | 'voseo'> = { 'es-ES': 'spain', 'es-419': 'latinAmerica', 'es-AR': 'voseo' };

type SettingSelectProps = {
  label: string;
  hint: string;
  value: string;
  disabled: boolean;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  children: ReactNode;
};

/** A setting chosen from a list, saved as soon as it changes, with a line that says what it does. */
function SettingSelect({ label, hint, value, disabled, onChange, children }: SettingSelectProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      <Select id={id} value={value} disabled={disabled} onChange={onChange} aria-describedby={`${id}-hint`}>
        {children}
      </Select>
      <p id={`${id}-hint`} className="text-sm text-ink-muted">
        {hint}
      </p>
    </div>
  );
}

function AdviceChoices({ aiAdvice, saving, onSave }: { aiAdvice: boolean | null; saving: boolean; onSave: (aiAdvice: boolean) => void }) {
  const t = useMessages(settingsText);
  const hintId = useId();
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={hintId}>
      <legend className="mb-1 text-sm font-semibold text-ink">{t.diaryAdvice}</legend>
      {adviceChoices.map((choice) => {
        const checked = aiAdvice === choice.value;
        return (
          <label
            key={String(choice.value)}
            className={cn(
              'flex cursor-pointer items-start gap-3 rounded-2xl border p-3 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-amber-300',
              checked ? 'border-amber-400 bg-navy-700' : 'border-navy-600',
            )}
          >
            <input
              type="radio"
              name="ai-advice"
              checked={checked}
              disabled={saving}
              onChange={() => onSave(choice.value)}
              className="mt-1 size-4 accent-amber-400"
            />
            <span className="flex flex-col">
              <span className="font-semibold text-ink">{t[choice.label]}</span>
              <span className="text-sm text-ink-muted">{t[choice.detail]}</span>
            </span>
          </label>
        );
      })}
      <p id={hintId} className="text-sm text-ink-muted">
        {t.neverInDanger}
      </p>
    </fieldset>
  );
}

function SafetyPlanLink() {
  const t = useMessages(settingsText);
  return (
    <Link
      to={paths.safetyPlan.getHref()}
      className="flex items-center gap-3 rounded-2xl border border-navy-600 p-3 transition-colors hover:border-amber-400/60"
    >
      <IconTile size="sm" tone="bright">
        <HeartHandshake aria-hidden="true" />
      </IconTile>
      <span className="flex-1">
        <span className="block font-semibold text-ink">{t.myPlan}</span>
        <span className="block text-sm text-ink-muted">{t.myPlanDetail}</span>
      </span>
      <ChevronRight aria-hidden="true" className="size-5 text-ink-muted" />
    </Link>
  );
}

/** Country (whose crisis lines are shown), who writes the advice, and the way to the safety plan. */
export function ProfileSettings({ user }: { user: Profile }) {
  const updateProfile = useUpdateProfile();
  const countries = useMemo(() => countryGroups(), []);
  const saving = updateProfile.isPending;
  const t = useMessages(settingsText);

  const save = async (changes: UpdateProfileBody) => {
    try {
      await updateProfile.mutateAsync(changes);
      toast.success(t.saved);
    } catch (error) {
      toast.error((error instanceof ApiClientError && error.firstMessage) || t.notSaved);
    }
  };

  return (
    <Card className="flex flex-col gap-5">
      <CardTitle>{t.settings}</CardTitle>
      <SettingSelect
        label={t.country}
        hint={t.countryHint}
        value={user.country}
        disabled={saving}
        onChange={(event) => void save({ country: event.target.value })}
      >
        {countries.map((group) => (
          <optgroup key={group.label} label={group.label}>
            {group.options.map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </optgroup>
        ))}
      </SettingSelect>

      {/* Empty: follow the country (null in the profile). */}
      <SettingSelect
        label={t.howWeTalk}
        hint={t.howWeTalkHint}
        value={user.spanishVariant ?? ''}
        disabled={saving}
        onChange={(event) => void save({ spanishVariant: SpanishVariant.safeParse(event.target.value).data ?? null })}
      >
        <option value="">{t.byMyCountry({ variant: t[variantNames[spanishVariantForCountry(user.country)]] })}</option>
        {SPANISH_VARIANTS.map((variant) => (
          <option key={variant} value={variant}>
            {t[variantNames[variant]]}
          </option>
        ))}
      </SettingSelect>

      {user.aiAvailable ? <AdviceChoices aiAdvice={user.aiAdvice} saving={saving} onSave={(aiAdvice) => void save({ aiAdvice })} /> : null}

      <OnThisDaySetting checked={user.onThisDay} saving={saving} onSave={(changes) => void save(changes)} />

      <SafetyPlanLink />
    </Card>
  );
}
