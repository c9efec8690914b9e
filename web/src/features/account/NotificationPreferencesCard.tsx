import { useQuery } from '@apollo/client/react';
import { Flex, Radio, Switch } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import type {
  NotificationChannel,
  NotificationKind,
  NotificationPreferencesCardQuery as CardData,
} from '../../gql/graphql';
import { useUpdateNotificationPreferences } from '../../shared/useUpdateNotificationPreferences';
import { FormItem } from '../../ui/form/FormItem';
import type { ServerFieldError as FieldError } from '../../ui/form/serverErrors';
import { Alert, Button, Card } from '../../ui/native';
import { Skeleton } from '../../ui/native/Skeleton';
import { toast } from '../../ui/toast';

const NotificationPreferencesCardQuery = graphql(`
  query NotificationPreferencesCardQuery {
    notificationPreferences {
      kinds {
        kind
        channel
      }
      dailyDigest
      language
    }
  }
`);

const CHANNELS: readonly NotificationChannel[] = ['BOTH', 'IN_APP', 'EMAIL', 'NONE'];
const LANGUAGES = ['vi', 'en'] as const;

type Preferences = CardData['notificationPreferences'];

/**
 * The profile's "Notifications" card (issue 31 point 2): where each kind of notification goes (the centre,
 * e-mail, both or nowhere), one daily digest instead of a mail per event, and the mails' language.
 */
export function NotificationPreferencesCard() {
  const { t } = useTranslation();
  const { data } = useQuery(NotificationPreferencesCardQuery, { fetchPolicy: 'cache-and-network' });
  const preferences = data?.notificationPreferences;
  return (
    <Card title={t('notificationPreferences.title')}>
      {preferences ? (
        <PreferencesForm key={JSON.stringify(preferences)} preferences={preferences} />
      ) : (
        <Skeleton />
      )}
    </Card>
  );
}

/** The server's mistakes on a field (`kinds`, `kinds.2.channel`, `language`...), joined. */
const messagesFor = (errors: readonly FieldError[], field: string) =>
  errors
    .filter(
      (e) =>
        !!e.field &&
        (e.field === field || e.field.startsWith(`${field}.`) || e.field.startsWith(`${field}[`)),
    )
    .flatMap((e) => e.messages)
    .join(' ') || undefined;
const FIELDS = ['kinds', 'dailyDigest', 'language'];

function PreferencesForm({ preferences }: { preferences: Preferences }) {
  const { t } = useTranslation();
  const save = useUpdateNotificationPreferences();
  const ids = useId();
  const [channels, setChannels] = useState<Map<NotificationKind, NotificationChannel>>(
    () => new Map(preferences.kinds.map((k) => [k.kind, k.channel])),
  );
  const [dailyDigest, setDailyDigest] = useState(preferences.dailyDigest);
  const [language, setLanguage] = useState(preferences.language);
  const [errors, setErrors] = useState<readonly FieldError[]>([]);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    setBusy(true);
    const answer = await save({
      kinds: [...channels].map(([kind, channel]) => ({ kind, channel })),
      dailyDigest,
      language,
    });
    setBusy(false);
    if (!answer) return;
    setErrors(answer);
    if (!answer.length) toast.success(t('notificationPreferences.saved'));
  };
  const kindsError = messagesFor(errors, 'kinds');
  const otherErrors = errors.filter((e) => !FIELDS.some((f) => messagesFor([e], f)));

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Flex vertical gap={12}>
        <p style={{ margin: 0 }}>{t('notificationPreferences.lead')}</p>
        {otherErrors.length > 0 && (
          <Alert type="error" showIcon title={otherErrors.flatMap((e) => e.messages).join(' ')} />
        )}
        <FormItem
          label={<span id={`${ids}-kinds`}>{t('notificationPreferences.channelsLabel')}</span>}
          validateStatus={kindsError ? 'error' : undefined}
          help={kindsError}
        >
          <div className="notification-channels" role="group" aria-labelledby={`${ids}-kinds`}>
            {[...channels].map(([kind, channel]) => (
              <div key={kind} className="notification-channel-row">
                <span id={`${ids}-${kind}`}>{t(`notificationPreferences.kinds.${kind}`)}</span>
                <Radio.Group
                  aria-labelledby={`${ids}-${kind}`}
                  optionType="button"
                  size="small"
                  value={channel}
                  onChange={(e) =>
                    setChannels((current) =>
                      new Map(current).set(kind, e.target.value as NotificationChannel),
                    )
                  }
                  options={CHANNELS.map((value) => ({
                    value,
                    label: t(`notificationPreferences.channels.${value}`),
                  }))}
                />
              </div>
            ))}
          </div>
        </FormItem>
        <FormItem
          validateStatus={messagesFor(errors, 'dailyDigest') ? 'error' : undefined}
          help={messagesFor(errors, 'dailyDigest')}
          extra={t('notificationPreferences.digestHelp')}
        >
          <Flex gap={8} align="center">
            <Switch
              id={`${ids}-digest`}
              checked={dailyDigest}
              onChange={setDailyDigest}
              aria-labelledby={`${ids}-digest-label`}
            />
            <label id={`${ids}-digest-label`} htmlFor={`${ids}-digest`}>
              {t('notificationPreferences.digest')}
            </label>
          </Flex>
        </FormItem>
        <FormItem
          label={<span id={`${ids}-language`}>{t('notificationPreferences.language')}</span>}
          validateStatus={messagesFor(errors, 'language') ? 'error' : undefined}
          help={messagesFor(errors, 'language')}
          extra={t('notificationPreferences.languageHelp')}
        >
          <Radio.Group
            aria-labelledby={`${ids}-language`}
            value={language}
            onChange={(e) => setLanguage(e.target.value as string)}
            options={LANGUAGES.map((value) => ({
              value,
              label: t(`notificationPreferences.languages.${value}`),
            }))}
          />
        </FormItem>
        <div>
          <Button type="primary" htmlType="submit" loading={busy}>
            {t('common.save')}
          </Button>
        </div>
      </Flex>
    </form>
  );
}
