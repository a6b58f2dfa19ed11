import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { recognizePost } from '@playeats/domain/creator-links';
import { useErrorDialog } from '../../../components/error-dialog/use-error-dialog.ts';
import { TextField } from '../../../components/form/text-field.tsx';
import { invalidFields, problemName } from '../../../lib/problem-basics.ts';
import { useSubmitSocialPost } from '../api/submit-social-post.ts';

/** A link to one's post: recognized here first (a known platform, one post), then sent. */
export function SocialPostForm() {
  const { t } = useTranslation('creators');
  const { showError } = useErrorDialog();
  const submit = useSubmitSocialPost();
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  function send(event: FormEvent) {
    event.preventDefault();
    setSent(false);
    if (!recognizePost(url)) {
      setError(t('social.form.errors.unknown'));
      return;
    }
    submit.mutate(url.trim(), {
      onSuccess: () => {
        setUrl('');
        setSent(true);
      },
      onError: (failure) => {
        if (problemName(failure) === 'SocialPostDuplicateException') setError(t('social.form.errors.duplicate'));
        else if (invalidFields(failure).url !== undefined) setError(t('social.form.errors.unknown'));
        else showError(failure);
      },
    });
  }

  return (
    <section className="card" aria-labelledby="social-submit-title">
      <h2 id="social-submit-title">{t('social.form.title')}</h2>
      <form className="creators-form" onSubmit={send} noValidate>
        <TextField
          classPrefix="ordering"
          name="url"
          label={t('social.form.url')}
          hint={t('social.form.hint')}
          type="url"
          inputMode="url"
          value={url}
          error={error}
          onChange={(event) => {
            setUrl(event.target.value);
            setError(null);
          }}
        />
        <p>
          <button type="submit" className="btn btn-primary" disabled={submit.isPending}>
            {submit.isPending ? t('social.form.submitting') : t('social.form.submit')}
          </button>
        </p>
        {sent && (
          <p role="status" className="muted">
            {t('social.form.sent')}
          </p>
        )}
      </form>
    </section>
  );
}
