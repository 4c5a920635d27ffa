import { clsx } from 'clsx';
import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';

export interface Choice<V extends string> {
  value: V;
  label: ReactNode;
  icon?: LucideIcon;
  /** For a label in another language than the page's (a language's own name). */
  lang?: string;
  /** Shown but not to be chosen; `note` says why, under the choices and to assistive technology. */
  disabled?: boolean;
  note?: ReactNode;
}

interface ChoiceGroupProps<V extends string> {
  legend: ReactNode;
  hint?: ReactNode;
  value: V;
  choices: readonly Choice<V>[];
  onChange: (value: V) => void;
}

/** A few mutually exclusive options as buttons in a row: native radios, so arrows move. */
export function ChoiceGroup<V extends string>({
  legend,
  hint,
  value,
  choices,
  onChange,
}: ChoiceGroupProps<V>) {
  const name = useId();
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold">{legend}</legend>
      {hint ? <p className="text-sm text-muted-foreground">{hint}</p> : null}
      <div className="flex flex-wrap gap-2 pt-1">
        {choices.map((choice) => {
          const Icon = choice.icon;
          const checked = choice.value === value;
          return (
            <label
              key={choice.value}
              lang={choice.lang}
              className={clsx(
                'inline-flex h-10 items-center gap-2 rounded-full border px-4 text-sm font-semibold transition-colors',
                'focus-within:ring-3 focus-within:ring-ring/40',
                checked
                  ? 'border-primary bg-primary text-primary-foreground'
                  : 'border-border bg-card',
                choice.disabled ? 'cursor-not-allowed opacity-50' : 'cursor-pointer',
                !checked && !choice.disabled && 'hover:bg-muted',
              )}
            >
              <input
                type="radio"
                name={name}
                value={choice.value}
                checked={checked}
                disabled={choice.disabled}
                aria-describedby={choice.note ? `${name}-${choice.value}-note` : undefined}
                onChange={() => onChange(choice.value)}
                className="sr-only"
              />
              {Icon ? <Icon aria-hidden className="size-4" /> : null}
              {choice.label}
            </label>
          );
        })}
      </div>
      {choices.map((choice) =>
        choice.note ? (
          <p
            key={choice.value}
            id={`${name}-${choice.value}-note`}
            className="text-sm text-muted-foreground"
          >
            {choice.note}
          </p>
        ) : null,
      )}
    </fieldset>
  );
}
