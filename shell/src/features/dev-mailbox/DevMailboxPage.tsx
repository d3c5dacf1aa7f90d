import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, BulletList, Button, Col, Empty, Flex, PageContainer, PageHeader, Panel, ReloadOutlined, Row, theme, Typography } from '@milestone/ui';
import { formatChicagoTime, formatFileSize, isHttpStatus, Link } from '@milestone/platform-sdk';
import { accountApi, type MailboxMessage } from '../../api/account-api.js';
import { attachmentHref, inAppPath, newestFirst, splitLinks } from './mailbox.model.js';

// The platform answers 404 alike whether the mailbox is off or the browser is on another machine:
// it does not tell a stranger which.
export const MAILBOX_OFF =
  'The dev mailbox is not available here. It opens only in a browser on the machine running the platform, while DEV_MAILBOX is on and no SMTP server is configured.';

function MessageLink({ href }: { href: string }) {
  const path = inAppPath(href, window.location.origin);
  if (path) return <Link to={path}>{href}</Link>;
  return (
    <a href={href} target="_blank" rel="noreferrer">
      {href}
    </a>
  );
}

function MessageView({ message }: { message: MailboxMessage }) {
  return (
    <Panel>
      <PageHeader level={4} title={message.subject} subtitle={`To ${message.to} · ${formatChicagoTime(message.sentAt)}`} />
      <Flex vertical gap="middle">
        {/* The mail's text as sent: its line breaks kept, long links wrapped. */}
        <Typography.Paragraph data-testid="mail-body">
          <pre>
            {splitLinks(message.text ?? '').map((part, i) => ('href' in part ? <MessageLink key={i} href={part.href} /> : <span key={i}>{part.text}</span>))}
          </pre>
        </Typography.Paragraph>
        {message.links.length ? (
          <div>
            <Typography.Text strong>Links</Typography.Text>
            <BulletList>
              {message.links.map((href) => (
                <li key={href}>
                  <MessageLink href={href} />
                </li>
              ))}
            </BulletList>
          </div>
        ) : null}
        {message.attachments.length ? (
          <div>
            <Typography.Text strong>Attachments</Typography.Text>
            <BulletList>
              {message.attachments.map((file) => (
                <li key={file.index}>
                  <a href={attachmentHref(message.id, file.index)} download={file.filename}>
                    {file.filename}
                  </a>{' '}
                  <Typography.Text type="secondary">({formatFileSize(file.size)})</Typography.Text>
                </li>
              ))}
            </BulletList>
          </div>
        ) : null}
      </Flex>
    </Panel>
  );
}

/** One message in the list: subject, recipient and time; the open one is outlined in the primary colour. */
function MessageButton({ message, active, onSelect }: { message: MailboxMessage; active: boolean; onSelect: () => void }) {
  const { token } = theme.useToken();
  // Colours from the theme, chosen at run time by whether the message is the open one.
  const look = {
    textAlign: 'left',
    padding: `${token.paddingXS}px ${token.paddingSM}px`,
    borderRadius: token.borderRadius,
    cursor: 'pointer',
    border: `${token.lineWidth}px ${token.lineType} ${active ? token.colorPrimary : token.colorBorderSecondary}`,
    background: active ? token.colorPrimaryBg : token.colorBgContainer,
  } as const;
  return (
    <button type="button" aria-current={active ? 'true' : undefined} onClick={onSelect} style={look}>
      <Typography.Text strong>{message.subject}</Typography.Text>
      <br />
      <Typography.Text type="secondary">{message.to}</Typography.Text>
      <br />
      <Typography.Text type="secondary">{formatChicagoTime(message.sentAt)}</Typography.Text>
    </button>
  );
}

/** /dev/mailbox: the e-mails the platform kept while no SMTP server is configured (DEV_MAILBOX on). */
export function DevMailboxPage() {
  const mailbox = useQuery({ queryKey: ['dev', 'mailbox'], queryFn: () => accountApi.devMailbox() });
  const [selectedId, setSelectedId] = useState<MailboxMessage['id'] | null>(null);
  const messages = newestFirst(mailbox.data?.messages ?? []);
  const selected = messages.find((m) => m.id === selectedId) ?? messages[0] ?? null;

  let body;
  if (mailbox.isPending) body = <Typography.Text type="secondary">Loading messages...</Typography.Text>;
  else if (mailbox.isError) {
    body = isHttpStatus(mailbox.error, 404) ? (
      <Alert type="info" showIcon title={MAILBOX_OFF} />
    ) : (
      <Alert type="error" showIcon title="Failed to load the dev mailbox." description={mailbox.error.message} />
    );
  } else if (!messages.length) body = <Empty description="No e-mails yet" />;
  else {
    body = (
      <Row gutter={16}>
        <Col xs={24} md={9}>
          <Flex component="nav" aria-label="Messages" vertical gap="small">
            {messages.map((m) => (
              <MessageButton key={m.id} message={m} active={m.id === selected?.id} onSelect={() => setSelectedId(m.id)} />
            ))}
          </Flex>
        </Col>
        <Col xs={24} md={15}>
          {selected ? <MessageView message={selected} /> : null}
        </Col>
      </Row>
    );
  }

  return (
    <PageContainer maxWidth={1100}>
      <PageHeader
        level={3}
        title="Dev Mailbox"
        extra={
          <Button icon={<ReloadOutlined />} onClick={() => void mailbox.refetch()} loading={mailbox.isFetching}>
            Refresh
          </Button>
        }
      />
      {body}
    </PageContainer>
  );
}
