import { Controller, Get } from '@nestjs/common';
import type { DashboardAnswer } from '@dental/contracts';
import { AdminOnly } from '../shared/http/access.decorators';
import { DashboardService } from './dashboard.service';

@Controller('api/dashboard')
export class DashboardController {
  constructor(private readonly dashboard: DashboardService) {}

  /** What needs an admin's attention today (admins only). */
  @Get()
  @AdminOnly()
  get(): Promise<DashboardAnswer> {
    return this.dashboard.answer();
  }
}
