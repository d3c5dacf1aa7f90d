import { Badge, BulletList, Card, Descriptions, Flex, Typography } from '@milestone/ui';
import { formatChicagoTime } from '@milestone/platform-sdk';
import { configurationLines, endpointRows, nextSteps, statusView, type StatusResponse } from '../integration-status.model.js';

/** Configuration, authentication, endpoints, recommendations and next steps (spec 001 section 2.7). */
export function StatusDetails({ answer }: { answer: StatusResponse }) {
  const { configuration, authentication, endpoints, recommendations } = answer.status;
  const auth = statusView(authentication.status);
  const rows = endpointRows(endpoints);
  return (
    <>
      <Card title="Configuration">
        <Descriptions column={1} size="small">
          {configurationLines(configuration).map((line) => (
            <Descriptions.Item key={line.label} label={line.label}>
              {line.value}
            </Descriptions.Item>
          ))}
        </Descriptions>
      </Card>
      <Card title="Authentication">
        <Flex vertical gap="small">
          <Badge status={auth.color} text={auth.label} />
          <Typography.Text>{authentication.message}</Typography.Text>
          <Typography.Text type="secondary">Checked {formatChicagoTime(authentication.timestamp)}</Typography.Text>
        </Flex>
      </Card>
      <Card title="Endpoints">
        {rows.length === 0 ? (
          <Typography.Text type="secondary">No endpoints tested.</Typography.Text>
        ) : (
          <div className="st-table-wrap">
            <table className="st-table" aria-label="Endpoints">
              <thead>
                <tr>
                  <th scope="col">Endpoint</th>
                  <th scope="col">Status</th>
                  <th scope="col">Message</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.name}>
                    <th scope="row">{row.name}</th>
                    <td className="st-nowrap">
                      <Badge status={row.status.color} text={row.status.label} />
                    </td>
                    <td className="st-message">{row.message}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Card>
      <Card title="Recommendations">
        {recommendations.length ? (
          <BulletList>
            {recommendations.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </BulletList>
        ) : (
          <Typography.Text type="secondary">No recommendations.</Typography.Text>
        )}
      </Card>
      <Card title="Next Steps">
        <BulletList>
          {nextSteps(answer).map((step) => (
            <li key={step}>{step}</li>
          ))}
        </BulletList>
      </Card>
    </>
  );
}
