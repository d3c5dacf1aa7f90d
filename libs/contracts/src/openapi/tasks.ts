// Placeholder in openapi-typescript's shape until svc-tasks generates its document.
export interface paths {
  '/api/tasks': { get: operations['listTasks']; post: operations['createTask'] };
  '/api/tasks/{id}': { get: operations['getTask'] };
}
export interface components {
  schemas: {
    TaskDto: {
      id: number;
      name: string;
      description: string;
      instructions: string | null;
      type: string;
      status: string;
      aiScript: string | null;
      pythonScript: string | null;
      config: Record<string, unknown>;
      customSections: unknown[];
      ownerId: number | null;
      companyId: number;
      createdAt: string;
      updatedAt: string;
    };
    CreateTaskDto: {
      name: string;
      description?: string;
      type: string;
      instructions?: string;
      config?: Record<string, unknown>;
    };
    ErrorDto: { statusCode: number; message: string };
  };
}
type Json<T> = { content: { 'application/json': T } };
type Err = { content: { 'application/json': components['schemas']['ErrorDto'] } };
export interface operations {
  listTasks: { parameters: { query?: { type?: string; status?: string; limit?: number; offset?: number } }; responses: { 200: Json<components['schemas']['TaskDto'][]>; 401: Err } };
  createTask: { requestBody: Json<components['schemas']['CreateTaskDto']>; responses: { 201: Json<components['schemas']['TaskDto']>; 400: Err; 401: Err } };
  getTask: { parameters: { path: { id: number } }; responses: { 200: Json<components['schemas']['TaskDto']>; 404: Err; 401: Err } };
}
