import { Injectable } from '@nestjs/common';
import { CalculationRepository, type Page } from './calculation.repository.js';
import type { CalculationEntity } from './calculation.entity.js';
import { CalculationNotFoundError } from './calculation.errors.js';

export interface Caller {
  id: number;
  companyId: number;
}

export interface SaveCalculationInput {
  name: string;
  description?: string;
  formData: Record<string, unknown>;
}

/** Saved load calculations are private to the user who saved them, within their company. */
@Injectable()
export class CalculationService {
  constructor(private readonly calculations: CalculationRepository) {}

  /** One page of the caller's calculations, newest first, and how many there are in all. */
  list(caller: Caller, page: Page): Promise<[CalculationEntity[], number]> {
    return this.calculations.listOfUser(caller.companyId, caller.id, page);
  }

  save(caller: Caller, input: SaveCalculationInput): Promise<CalculationEntity> {
    return this.calculations.insert(caller.companyId, {
      userId: caller.id,
      name: input.name,
      description: input.description ? input.description : null,
      formData: input.formData,
    });
  }

  async delete(caller: Caller, id: number): Promise<void> {
    if (!(await this.calculations.deleteOfUser(caller.companyId, caller.id, id))) throw new CalculationNotFoundError();
  }
}
