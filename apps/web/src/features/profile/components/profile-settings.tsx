import { SPANISH_VARIANTS, SpanishVariant, spanishVariantForCountry, type Profile, type UpdateProfileBody } from '@sendero/shared';
import { ChevronRight, HeartHandshake } from 'lucide-react';
import { useId, useMemo } from 'react';
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

/** Country (whose crisis lines are shown), who writes the advice, and the way to the safety plan. */
export function ProfileSettings({ user }: { user: Profile }) {
  const updateProfile = useUpdateProfile();
  const countries = useMemo(() => countryGroups(), []);
  const saving = updateProfile.isPending;
  const countryId = useId();
  const adviceId = useId();
  const spanishId = useId();
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
      <div className="flex flex-col gap-2">
        <label htmlFor={countryId} className="text-sm font-semibold text-ink">
          {t.country}
        </label>
        <Select
          id={countryId}
          value={user.country}
          disabled={saving}
          onChange={(event) => void save({ country: event.target.value })}
          aria-describedby={`${countryId}-hint`}
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
        </Select>
        <p id={`${countryId}-hint`} className="text-sm text-ink-muted">
          {t.countryHint}
        </p>
      </div>

      <div className="flex flex-col gap-2">
        <label htmlFor={spanishId} className="text-sm font-semibold text-ink">
          {t.howWeTalk}
        </label>
        {/* Empty: follow the country (null in the profile). */}
        <Select
          id={spanishId}
          value={user.spanishVariant ?? ''}
          disabled={saving}
          onChange={(event) => void save({ spanishVariant: SpanishVariant.safeParse(event.target.value).data ?? null })}
          aria-describedby={`${spanishId}-hint`}
        >
          <option value="">{t.byMyCountry({ variant: t[variantNames[spanishVariantForCountry(user.country)]] })}</option>
          {SPANISH_VARIANTS.map((variant) => (
            <option key={variant} value={variant}>
              {t[variantNames[variant]]}
            </option>
          ))}
        </Select>
        <p id={`${spanishId}-hint`} className="text-sm text-ink-muted">
          {t.howWeTalkHint}
        </p>
      </div>

      {user.aiAvailable ? (
        <fieldset className="flex flex-col gap-2" aria-describedby={adviceId}>
          <legend className="mb-1 text-sm font-semibold text-ink">{t.diaryAdvice}</legend>
          {adviceChoices.map((choice) => {
            const checked = user.aiAdvice === choice.value;
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
                  onChange={() => void save({ aiAdvice: choice.value })}
                  className="mt-1 size-4 accent-amber-400"
                />
                <span className="flex flex-col">
                  <span className="font-semibold text-ink">{t[choice.label]}</span>
                  <span className="text-sm text-ink-muted">{t[choice.detail]}</span>
                </span>
              </label>
            );
          })}
          <p id={adviceId} className="text-sm text-ink-muted">
            {t.neverInDanger}
          </p>
        </fieldset>
      ) : null}

      <OnThisDaySetting checked={user.onThisDay} saving={saving} onSave={(changes) => void save(changes)} />

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
    </Card>
  );
}
