// Types of the plain-JavaScript tooling modules the tests call.
declare module '@milestone/launcher/publish' {
  export function readRegistry(webRoot: string): Promise<Record<string, string>>;
  export function setRegistryEntry(webRoot: string, name: string, url: string): Promise<Record<string, string>>;
  export function publishRemote(options: {
    project: string;
    name: string;
    distDir: string;
    webRoot: string;
  }): Promise<{ published: boolean; buildId?: string; url?: string; reason?: string }>;
}
