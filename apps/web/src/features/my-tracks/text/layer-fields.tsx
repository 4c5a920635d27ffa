import { canonicalLanguageTag, textLayerKinds } from '@sada/contracts/text-layers';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { suggestedLanguages, type DraftAction, type DraftLayer } from './text-draft';

/** A language's name in the interface language ('Arabic', 'العربية'), or null for no tag. */
export function languageName(tag: string, interfaceLanguage: string): string | null {
  const canonical = canonicalLanguageTag(tag.trim());
  if (!canonical) return null;
  try {
    const name = new Intl.DisplayNames([interfaceLanguage], { type: 'language' }).of(canonical);
    return name && name !== canonical ? name : null;
  } catch {
    return null;
  }
}

interface LayerFieldsProps {
  layer: DraftLayer;
  languageError: string | undefined;
  disabled: boolean;
  dispatch: (action: DraftAction) => void;
}

/** A layer's kind, language (a few offered, any tag typed) and direction. */
export function LayerFields({ layer, languageError, disabled, dispatch }: LayerFieldsProps) {
  const { t, i18n } = useTranslation();
  const listId = useId();
  const name = languageName(layer.language, i18n.language);
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <FormField label={t('textEditor.fields.kind')}>
        {(field) => (
          <NativeSelect
            {...field}
            value={layer.kind}
            disabled={disabled}
            onChange={(event) => {
              const kind = textLayerKinds.find((value) => value === event.target.value);
              if (kind) dispatch({ type: 'kind', key: layer.key, kind });
            }}
          >
            {textLayerKinds.map((kind) => (
              <option key={kind} value={kind}>
                {t(`textEditor.kinds.${kind}`)}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField
        label={t('textEditor.fields.language')}
        error={languageError}
        hint={name ?? t('textEditor.fields.languageHint')}
      >
        {(field) => (
          <>
            <Input
              {...field}
              value={layer.language}
              list={listId}
              dir="ltr"
              autoComplete="off"
              spellCheck={false}
              maxLength={35}
              disabled={disabled}
              onChange={(event) =>
                dispatch({ type: 'language', key: layer.key, language: event.target.value })
              }
            />
            <datalist id={listId}>
              {suggestedLanguages.map((tag) => (
                <option key={tag} value={tag}>
                  {languageName(tag, i18n.language) ?? tag}
                </option>
              ))}
            </datalist>
          </>
        )}
      </FormField>
      <FormField label={t('textEditor.fields.direction')}>
        {(field) => (
          <NativeSelect
            {...field}
            value={layer.direction}
            disabled={disabled}
            onChange={(event) =>
              dispatch({
                type: 'direction',
                key: layer.key,
                direction: event.target.value === 'rtl' ? 'rtl' : 'ltr',
              })
            }
          >
            <option value="rtl">{t('textEditor.fields.rtl')}</option>
            <option value="ltr">{t('textEditor.fields.ltr')}</option>
          </NativeSelect>
        )}
      </FormField>
    </div>
  );
}
