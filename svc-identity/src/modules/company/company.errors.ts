import { BadRequestException, ConflictException, ForbiddenException, NotFoundException } from '@nestjs/common';

export class CompanyNotFoundError extends NotFoundException {
  constructor() {
    super('Company not found');
  }
}

export class CompanyFullError extends ForbiddenException {
  constructor() {
    super('This company has reached its user limit. Ask an administrator for help.');
  }
}

export class CompanyAdminRequiredError extends ForbiddenException {
  constructor() {
    super('You need admin or owner permissions to access organization settings.');
  }
}

export class DomainTakenError extends ConflictException {
  constructor(domain: string) {
    super(`${domain} is already an authorized domain of another company.`);
  }
}

export class PublicDomainError extends BadRequestException {
  constructor(domain: string) {
    super(`${domain} is a public email domain and cannot be authorized.`);
  }
}

export class DomainNotListedError extends NotFoundException {
  constructor() {
    super('This domain is not one of your authorized domains.');
  }
}

export class DomainProofMissingError extends BadRequestException {
  constructor(domain: string, record: string) {
    super(`No TXT record "${record}" was found at ${domain} yet. Add it at your DNS provider; changes can take a while to appear.`);
  }
}
