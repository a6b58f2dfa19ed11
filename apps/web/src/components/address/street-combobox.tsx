import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ADDRESS_LINE_MAX } from '@playeats/contracts/addresses';
import { GEOCODE_QUERY_MIN, type GeocodeCandidateDto } from '@playeats/contracts/geocoding';
import type { FieldIds } from '../form/form-field.tsx';
import { usePlaceSuggestions, type SuggestionContext } from './use-place-suggestions.ts';

export interface StreetComboboxProps {
  ids: FieldIds;
  value: string;
  context: SuggestionContext;
  /** The person typed: the text as it is now. */
  onType: (value: string) => void;
  onPick: (candidate: GeocodeCandidateDto) => void;
}

/**
 * The street line as an ARIA 1.2 combobox: suggestions (GET /api/geocode) open under it
 * as the person types; Down and Up move through them (aria-activedescendant, the focus
 * stays in the field), Enter picks, Escape closes; a tap or a click picks too. The
 * geocoder's credit line shows under the suggestions when its answer has one.
 */
export function StreetCombobox({ ids, value, context, onType, onPick }: StreetComboboxProps) {
  const { t } = useTranslation('ordering');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = usePlaceSuggestions(value, context, open);
  const items = open ? (suggestions.data?.items ?? []) : [];
  const expanded = items.length > 0;
  const listId = `${ids.id}-suggestions`;
  const optionId = (index: number) => `${ids.id}-suggestion-${index}`;

  const pick = (candidate: GeocodeCandidateDto) => {
    setOpen(false);
    setActive(-1);
    onPick(candidate);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        setOpen(true);
        return;
      }
      if (items.length === 0) return;
      const last = items.length - 1;
      if (event.key === 'ArrowDown') setActive((index) => (index >= last ? 0 : index + 1));
      else setActive((index) => (index <= 0 ? last : index - 1));
    } else if (event.key === 'Enter' && expanded && items[active]) {
      event.preventDefault();
      pick(items[active]);
    } else if (event.key === 'Escape' && expanded) {
      // Closes the list, not the dialog around the form.
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      setActive(-1);
    }
  };

  let status = '';
  if (open && value.trim().length >= GEOCODE_QUERY_MIN) {
    if (suggestions.isError) status = t('address.suggest.failed');
    else if (suggestions.data && !suggestions.isPlaceholderData)
      status = t('address.suggest.count', { count: suggestions.data.items.length });
  }

  return (
    <div className="street-combobox">
      <input
        {...ids}
        name="line1"
        className="ordering-input"
        autoComplete="address-line1"
        required
        maxLength={ADDRESS_LINE_MAX}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        value={value}
        onChange={(e) => {
          setOpen(true);
          setActive(-1);
          onType(e.target.value);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <div className="street-combobox__popup" hidden={!expanded}>
        <ul id={listId} role="listbox" aria-label={t('address.suggest.label')} className="street-combobox__list">
          {items.map((candidate, index) => (
            <li
              key={`${candidate.label}-${candidate.position.lat}-${candidate.position.lng}`}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className="street-combobox__option"
              // Keeps the focus in the field: the blur would close the list before the click.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => pick(candidate)}
            >
              {candidate.label}
            </li>
          ))}
        </ul>
        {suggestions.data?.attribution && (
          <p className="street-combobox__credit muted">{suggestions.data.attribution}</p>
        )}
      </div>
      <p className="visually-hidden" role="status">
        {status}
      </p>
    </div>
  );
}
