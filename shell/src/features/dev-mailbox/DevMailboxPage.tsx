import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Col, Empty, Panel, ReloadOutlined, Row, Space, Typography } from '@milestone/ui';
import { formatChicagoTime, isHttpStatus, Link } from '@milestone/platform-sdk';
import { accountApi, type MailboxMessage } from '../../api/account-api.js';
import { inAppPath, newestFirst, splitLinks } from './mailbox.model.js';

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
      <Typography.Title level={4} style={{ marginTop: 0 }}>{message.subject}</Typography.Title>
      <Typography.Paragraph type="secondary">
        To {message.to} · {formatChicagoTime(message.sentAt)}
      </Typography.Paragraph>
      <div style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', marginBottom: 16 }} data-testid="mail-body">
        {splitLinks(message.text ?? '').map((part, i) => ('href' in part ? <MessageLink key={i} href={part.href} /> : <span key={i}>{part.text}</span>))}
      </div>
      {message.links.length ? (
        <>
          <Typography.Text strong>Links</Typography.Text>
          <ul style={{ paddingLeft: 20 }}>
            {message.links.map((href) => (
              <li key={href}>
                <MessageLink href={href} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Panel>
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
          <nav aria-label="Messages" style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
            {messages.map((m) => {
              const active = m.id === selected?.id;
              return (
                <button
                  key={m.id}
                  type="button"
                  aria-current={active ? 'true' : undefined}
                  onClick={() => setSelectedId(m.id)}
                  style={{
                    textAlign: 'left',
                    padding: '10px 12px',
                    borderRadius: 8,
                    cursor: 'pointer',
                    border: `1px solid ${active ? '#1f6feb' : '#e5e7eb'}`,
                    background: active ? '#eef4ff' : '#fff',
                  }}
                >
                  <div style={{ fontWeight: 600 }}>{m.subject}</div>
                  <div style={{ color: '#555' }}>{m.to}</div>
                  <div style={{ color: '#888', fontSize: 12 }}>{formatChicagoTime(m.sentAt)}</div>
                </button>
              );
            })}
          </nav>
        </Col>
        <Col xs={24} md={15}>{selected ? <MessageView message={selected} /> : null}</Col>
      </Row>
    );
  }

  return (
    <div style={{ maxWidth: 1100, margin: '32px auto', padding: '0 16px' }}>
      <Space style={{ justifyContent: 'space-between', width: '100%', marginBottom: 16 }}>
        <Typography.Title level={3} style={{ margin: 0 }}>Dev Mailbox</Typography.Title>
        <Button icon={<ReloadOutlined />} onClick={() => void mailbox.refetch()} loading={mailbox.isFetching}>
          Refresh
        </Button>
      </Space>
      {body}
    </div>
  );
}
