import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { cx } from './cx';
import './field.css';

export interface SelectOption<V extends string = string> {
  value: V;
  label: string;
}

export interface SelectProps<V extends string = string> extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'id' | 'onChange' | 'value'
> {
  label: ReactNode;
  options: ReadonlyArray<SelectOption<V>>;
  value: V;
  onValueChange: (value: V) => void;
  hint?: ReactNode;
  id?: string;
}

export function Select<V extends string = string>({
  label,
  options,
  value,
  onValueChange,
  hint,
  id,
  className,
  ...rest
}: SelectProps<V>) {
  const generated = useId();
  const selectId = id ?? generated;
  const hintId = hint ? `${selectId}-hint` : undefined;
  return (
    <div className={cx('field', className)}>
      <label className="field__label" htmlFor={selectId}>
        {label}
      </label>
      <div className="field__select-wrap">
        <select
          id={selectId}
          className="field__control field__control--select"
          value={value}
          aria-describedby={hintId}
          onChange={(event) => onValueChange(event.target.value as V)}
          {...rest}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
