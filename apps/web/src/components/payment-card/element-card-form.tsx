import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CardElementError,
  type CardElementState,
  type ElementPaymentsAdapter,
  type MountedCard,
} from '../../lib/payments/payments-adapter.ts';
import { CardFormFooter } from './card-form.tsx';

export interface ElementCardFormProps {
  adapter: ElementPaymentsAdapter;
  saving?: boolean;
  offerDefault?: boolean;
  /** The payment-method id the provider made of the card. */
  onSubmit: (paymentMethodId: string, makeDefault: boolean) => void;
  onCancel: () => void;
}

/**
 * A payment card typed in the provider's card element (Stripe.js): the number never
 * enters the app's code. The element checks what is typed and says what is wrong in the
 * card holder's language; the form shows it, and the provider's refusal on sending.
 */
export function ElementCardForm({
  adapter,
  saving = false,
  offerDefault = false,
  onSubmit,
  onCancel,
}: ElementCardFormProps) {
  const { t, i18n } = useTranslation('ordering');
  const id = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const [card, setCard] = useState<MountedCard | null>(null);
  const [typed, setTyped] = useState<CardElementState>({ complete: false, error: null });
  const [problem, setProblem] = useState<string | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [sending, setSending] = useState(false);
  const [makeDefault, setMakeDefault] = useState(false);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return undefined;
    let mounted: MountedCard | undefined;
    let gone = false;
    setLoadFailed(false);
    adapter
      .mountCard(container, {
        language: i18n.language,
        onChange: (state) => {
          setTyped(state);
          setProblem(null);
        },
      })
      .then((done) => {
        if (gone) done.destroy();
        else {
          mounted = done;
          setCard(done);
        }
      })
      .catch(() => {
        if (!gone) setLoadFailed(true);
      });
    return () => {
      gone = true;
      mounted?.destroy();
      setCard(null);
    };
  }, [adapter, i18n.language]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!card) return;
    if (!typed.complete) {
      setProblem(typed.error ?? t('cardForm.errors.incomplete'));
      return;
    }
    setSending(true);
    try {
      onSubmit(await card.tokenize(), makeDefault);
    } catch (error) {
      // The provider's own message when it refused the card; otherwise (Stripe.js gone,
      // the network) the form says the card service is unavailable, never nothing.
      setProblem(error instanceof CardElementError ? error.message : t('cardForm.errors.unavailable'));
    } finally {
      setSending(false);
    }
  };

  const shown = loadFailed ? t('cardForm.errors.unavailable') : (problem ?? typed.error);
  return (
    <form className="ordering-form" onSubmit={(event) => void submit(event)} noValidate>
      {adapter.testMode && <p className="ordering-notice">{t('cardForm.testMode')}</p>}
      <div className="ordering-field">
        <label id={`${id}-label`}>{t('cardForm.card')}</label>
        <div
          ref={containerRef}
          role="group"
          aria-labelledby={`${id}-label`}
          aria-describedby={shown ? `${id}-error` : undefined}
          aria-busy={!card && !loadFailed}
          className="ordering-input card-element"
        />
        {shown && (
          <p id={`${id}-error`} className="ordering-field-error" role="alert">
            {shown}
          </p>
        )}
      </div>
      <CardFormFooter
        offerDefault={offerDefault}
        makeDefault={makeDefault}
        onMakeDefault={setMakeDefault}
        saving={saving || sending}
        onCancel={onCancel}
      />
    </form>
  );
}
