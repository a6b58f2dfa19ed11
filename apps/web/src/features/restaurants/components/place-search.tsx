import { useId, useState, type FormEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { GEOCODE_MIN_LENGTH, useGeocode } from '../api/geocode.ts';
import { isExpectedLoadFailure, useReportUnexpected } from '../load-failure.ts';
import type { SearchLocation } from '../search-location.ts';

interface PlaceSearchProps {
  inputRef: RefObject<HTMLInputElement | null>;
  onChoose: (location: SearchLocation) => void;
}

/** A city or postal code typed in (GET /api/geocode), then one of the places it may mean. */
export function PlaceSearch({ inputRef, onChoose }: PlaceSearchProps) {
  const { t } = useTranslation('restaurants');
  const id = useId();
  const [text, setText] = useState('');
  const [submitted, setSubmitted] = useState<string | null>(null);
  const [tooShort, setTooShort] = useState(false);
  const candidates = useGeocode(submitted);
  useReportUnexpected(candidates.error);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = text.trim();
    setTooShort(q.length < GEOCODE_MIN_LENGTH);
    setSubmitted(q.length >= GEOCODE_MIN_LENGTH ? q : null);
  };

  const inputId = `${id}-input`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="place-search">
      <form className="place-search-form" onSubmit={submit} noValidate>
        <label htmlFor={inputId}>{t('location.placeLabel')}</label>
        <p id={hintId} className="muted place-search-hint">
          {t('location.placeHint')}
        </p>
        <div className="place-search-row">
          <input
            ref={inputRef}
            id={inputId}
            className="discovery-input"
            type="text"
            autoComplete="postal-code"
            value={text}
            aria-describedby={tooShort ? `${hintId} ${errorId}` : hintId}
            aria-invalid={tooShort || undefined}
            onChange={(event) => setText(event.target.value)}
          />
          <button type="submit" className="btn btn-secondary">
            {t('location.find')}
          </button>
        </div>
        {tooShort && (
          <p id={errorId} className="discovery-error" role="alert">
            {t('location.placeTooShort', { count: GEOCODE_MIN_LENGTH })}
          </p>
        )}
      </form>
      {submitted !== null && (
        <div className="place-candidates" aria-live="polite">
          {candidates.isPending ? (
            <p className="muted">{t('location.finding')}</p>
          ) : candidates.isError ? (
            <p className="discovery-error">
              {isExpectedLoadFailure(candidates.error) ? t('location.findFailed') : t('location.findRefused')}
            </p>
          ) : candidates.data.length === 0 ? (
            <p>{t('location.noPlace', { q: submitted })}</p>
          ) : (
            <>
              <p>{t('location.pickPlace', { count: candidates.data.length })}</p>
              <ul className="place-candidate-list">
                {candidates.data.map((candidate) => (
                  // The server's label already names the country ("Montréal, QC, Canada").
                  <li key={`${candidate.label}-${candidate.position.lat}-${candidate.position.lng}`}>
                    <button
                      type="button"
                      className="btn btn-ghost place-candidate"
                      onClick={() =>
                        onChoose({
                          source: 'typed',
                          position: candidate.position,
                          label: candidate.label,
                          country: candidate.country,
                        })
                      }
                    >
                      {candidate.label}
                    </button>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
    </div>
  );
}
