import { useEffect, useId, useMemo, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AdminRestaurantDto } from '@playeats/contracts/admin-restaurants';
import { apiImageSrcSet, apiImageUrl } from '../../../lib/api-image-url.ts';
import { adminErrorText } from '../api/admin-error.ts';
import { removeRestaurantImage, uploadRestaurantImage } from '../api/admin-restaurants.ts';

const ACCEPT = 'image/jpeg,image/png,image/webp,image/avif,image/gif';

/** The photo: what cards show now, a preview of the picked file before it is sent, upload and removal. */
export function RestaurantPhoto({
  restaurant,
  onSaved,
}: {
  restaurant: AdminRestaurantDto;
  onSaved: (r: AdminRestaurantDto) => void;
}) {
  const { t } = useTranslation('admin-restaurants');
  const { t: tAdmin } = useTranslation('admin');
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => {
    if (preview) return () => URL.revokeObjectURL(preview);
  }, [preview]);
  const upload = useMutation({
    mutationFn: (picked: File) => uploadRestaurantImage(restaurant.id, picked),
    onSuccess: (saved) => {
      setFile(null);
      onSaved(saved);
    },
  });
  const remove = useMutation({ mutationFn: () => removeRestaurantImage(restaurant.id), onSuccess: onSaved });
  const failure = upload.error ?? remove.error;
  const { image } = restaurant;
  // Cards show the upload, else the photo address of the profile (or an import).
  const shown = preview ?? (image ? apiImageUrl(image.url) : restaurant.imageUrl);

  return (
    <div className="card stack">
      <h2>{t('photo.title')}</h2>
      <div className="admin-photo">
        {shown ? (
          <img
            src={shown}
            srcSet={preview || !image ? undefined : apiImageSrcSet(image.srcSet)}
            sizes="(min-width: 48rem) 24rem, 100vw"
            alt={preview ? t('photo.previewAlt') : t('photo.currentAlt', { name: restaurant.name })}
            width={640}
            height={360}
          />
        ) : (
          <div className="admin-photo__placeholder">{t('photo.none')}</div>
        )}
      </div>
      {preview && <p className="muted">{t('photo.previewNote')}</p>}
      <div className="ordering-field">
        <label htmlFor={inputId}>{t('photo.pick')}</label>
        <p className="ordering-field-hint muted" id={`${inputId}-hint`}>
          {t('photo.hint')}
        </p>
        <input
          id={inputId}
          type="file"
          accept={ACCEPT}
          aria-describedby={`${inputId}-hint`}
          onChange={(event) => {
            upload.reset();
            setFile(event.target.files?.[0] ?? null);
          }}
        />
      </div>
      {failure && (
        <p className="ordering-field-error" role="alert">
          {adminErrorText(failure, tAdmin)}
        </p>
      )}
      <div className="admin-actions">
        <button
          type="button"
          className="btn btn-primary"
          disabled={!file || upload.isPending}
          onClick={() => file && upload.mutate(file)}
        >
          {upload.isPending ? t('photo.uploading') : t('photo.upload')}
        </button>
        {restaurant.image && (
          <button
            type="button"
            className="btn btn-secondary"
            disabled={remove.isPending}
            onClick={() => remove.mutate()}
          >
            {t('photo.remove')}
          </button>
        )}
      </div>
    </div>
  );
}
