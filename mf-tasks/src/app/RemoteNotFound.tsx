import { joinBasePath, NotFound, useNavigate } from '@milestone/platform-sdk';

/** Any other path under this remote: the platform's 404, whose Home goes to this remote's home. */
export function RemoteNotFound({ basePath }: { basePath: string }) {
  const navigate = useNavigate();
  return <NotFound onHome={() => navigate(joinBasePath(basePath, ''))} />;
}
