import type { ReactNode } from 'react';
import { Flex, PageContainer, PageHeader, Panel } from '@milestone/ui';

/** The narrow centred card of the public account screens (/auth, invitations, password links), its parts stacked with the theme's spacing. */
export function AccountCard({ title, subtitle, maxWidth = 460, children }: { title: string; subtitle?: ReactNode; maxWidth?: number; children: ReactNode }) {
  return (
    <PageContainer maxWidth={maxWidth}>
      <Panel>
        <PageHeader level={3} title={title} subtitle={subtitle} />
        <Flex vertical gap="middle">
          {children}
        </Flex>
      </Panel>
    </PageContainer>
  );
}
