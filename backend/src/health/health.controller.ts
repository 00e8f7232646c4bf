import { Controller, Get, Header, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { ReadinessCheck } from './readiness';

/**
 * For load balancers, orchestrators and operators. `/api/health`: the process is up and answers
 * (liveness: restart it when this fails). `/api/ready`: it can serve what it should (readiness:
 * send it traffic only on 200). Neither needs a session: probes cannot sign in, and neither says
 * more than the state of the stores.
 */
@Controller('api')
export class HealthController {
  private readonly startedAt = Date.now();

  constructor(private readonly readiness: ReadinessCheck) {}

  @Get('health')
  @Header('cache-control', 'no-store')
  health() {
    return { status: 'ok', uptimeSeconds: Math.round((Date.now() - this.startedAt) / 1000) };
  }

  @Get('ready')
  @Header('cache-control', 'no-store')
  async ready(@Res({ passthrough: true }) reply: FastifyReply) {
    const readiness = await this.readiness.check();
    reply.code(readiness.ready ? 200 : 503);
    return { status: readiness.ready ? 'ready' : 'not ready', ...readiness.checks };
  }
}
