import { Flex, Spin, theme } from '@milestone/ui';

/** A page's large spinner, centred, while what the page shows loads. */
export function PageSpinner() {
  const { token } = theme.useToken();
  return (
    <Flex justify="center" style={{ padding: token.sizeXXL }}>
      <Spin size="large" />
    </Flex>
  );
}
