// Placeholder in openapi-typescript's shape until svc-reporting generates its document.
export interface paths {
  '/api/calculations': { get: operations['listCalculations'] };
  '/api/calculations/save': { post: operations['saveCalculation'] };
  '/api/calculations/{id}': { delete: operations['deleteCalculation'] };
  '/api/service-titan/status': { get: operations['getStatus'] };
}
export interface components {
  schemas: {
    SavedCalculationDto: {
      id: number;
      name: string;
      description: string | null;
      formData: Record<string, unknown>;
      createdAt: string;
      updatedAt: string;
    };
    SaveCalculationDto: { name: string; description?: string; formData: Record<string, unknown> };
    EndpointStatusDto: { status: 'success' | 'failed' | 'not_tested'; message: string };
    IntegrationStatusDto: {
      configuration: { clientId: string | null; tenantId: string | null; appKeyConfigured: boolean; baseUrl: string | null };
      authentication: { status: 'success' | 'failed' | 'not_tested'; message: string; timestamp: string };
      endpoints: { [name: string]: components['schemas']['EndpointStatusDto'] };
      recommendations: string[];
    };
    StatusResponseDto: { configured: boolean; status: components['schemas']['IntegrationStatusDto'] };
    SuccessDto: { success: boolean };
    ErrorDto: { statusCode: number; message: string };
  };
}
type Json<T> = { content: { 'application/json': T } };
type Err = { content: { 'application/json': components['schemas']['ErrorDto'] } };
export interface operations {
  listCalculations: { responses: { 200: Json<components['schemas']['SavedCalculationDto'][]>; 401: Err } };
  saveCalculation: { requestBody: Json<components['schemas']['SaveCalculationDto']>; responses: { 201: Json<components['schemas']['SavedCalculationDto']>; 400: Err; 401: Err } };
  deleteCalculation: { parameters: { path: { id: number } }; responses: { 200: Json<components['schemas']['SuccessDto']>; 404: Err; 401: Err } };
  getStatus: { responses: { 200: Json<components['schemas']['StatusResponseDto']>; 401: Err } };
}
