/** Every 4xx/5xx body the API sends. `issues` lists field problems for validation failures. */
export interface ApiErrorBody {
  message: string;
  issues?: Array<{ path: string; message: string }>;
}
