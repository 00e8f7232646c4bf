import { Body, Controller, Get, HttpCode, Param, Patch, Post, Req } from '@nestjs/common';
import { InviteAccountRequestSchema, UpdateAccountRequestSchema, type Account } from '@dental/contracts';
import { AdminOnly, OwnersOnly } from '../../shared/http/access.decorators';
import { HttpCommands } from '../../shared/http/http-commands';
import { parseBody } from '../../shared/http/parse-body';
import { ApiRequest, RequestMetadata } from '../../shared/http/request-context';
import { AccountsQueries } from '../accounts.queries';
import { AccountsService } from '../accounts.service';

/** The team's accounts: owners only. */
@Controller('api/accounts')
export class AccountsController {
  constructor(
    private readonly accounts: AccountsService,
    private readonly queries: AccountsQueries,
    private readonly metadata: RequestMetadata,
    private readonly commands: HttpCommands,
  ) {}

  @Get()
  @AdminOnly()
  @OwnersOnly()
  list(): Promise<Account[]> {
    return this.queries.list();
  }

  /** 201 with the account, status 'invited'; the mail goes out from the AccountInvited domain event. */
  @Post('invitations')
  @OwnersOnly()
  async invite(@Body() body: unknown, @Req() request: ApiRequest): Promise<Account> {
    const { email, role } = parseBody(InviteAccountRequestSchema, body);
    const { account, ...outcome } = await this.accounts.invite(email, role, this.metadata.of(request));
    await this.commands.waitFor(outcome);
    return account;
  }

  /** `{ role }` or `{ status: "disabled" }`: never leaves the site without an active owner (409). */
  @Patch(':id')
  @HttpCode(200)
  @OwnersOnly()
  async update(@Param('id') id: string, @Body() body: unknown, @Req() request: ApiRequest): Promise<Account> {
    const change = parseBody(UpdateAccountRequestSchema, body);
    const { account, ...outcome } = await this.accounts.update(id, change, this.metadata.of(request));
    await this.commands.waitFor(outcome);
    return account;
  }
}
