// Generated from openapi/marketing-v2.json by generate.mjs (openapi-typescript). Do not edit.
export interface paths {
    "/tenant/{tenant}/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Gets a paginated list of campaign categories
         * @description Gets a paginated list of campaign categories
         */
        get: operations["CampaignCategories_GetList"];
        put?: never;
        /**
         * Creates new campaign category
         * @description Creates new campaign category
         */
        post: operations["CampaignCategories_Create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenant/{tenant}/categories/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Gets campaign category specified by ID
         * @description Gets campaign category specified by ID
         */
        get: operations["CampaignCategories_Get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Updates specified campaign category in "patch" mode
         * @description Updates specified campaign category in "patch" mode
         */
        patch: operations["CampaignCategories_Update"];
        trace?: never;
    };
    "/tenant/{tenant}/costs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Gets a paginated list of campaign costs
         * @description Gets a paginated list of campaign costs
         */
        get: operations["CampaignCosts_GetList"];
        put?: never;
        /**
         * Creates new campaign cost
         * @description Creates new campaign cost
         */
        post: operations["CampaignCosts_Create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenant/{tenant}/costs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Gets campaign cost specified by ID
         * @description Gets campaign cost specified by ID
         */
        get: operations["CampaignCosts_Get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Updates specified campaign cost in "patch" mode
         * @description Updates specified campaign cost in "patch" mode
         */
        patch: operations["CampaignCosts_Update"];
        trace?: never;
    };
    "/tenant/{tenant}/campaign-cost-summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** CampaignCostSummary_Get */
        get: operations["CampaignCostSummary_Get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenant/{tenant}/campaigns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Gets a paginated list of campaigns
         * @description Gets a paginated list of campaigns
         */
        get: operations["Campaigns_GetList"];
        put?: never;
        /**
         * Creates new campaign
         * @description Creates new campaign
         */
        post: operations["Campaigns_Create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenant/{tenant}/campaigns/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Gets campaign specified by ID
         * @description Gets campaign specified by ID
         */
        get: operations["Campaigns_Get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Updates specified campaign in "patch" mode
         * @description Updates specified campaign in "patch" mode
         */
        patch: operations["Campaigns_Update"];
        trace?: never;
    };
    "/tenant/{tenant}/campaigns/{id}/costs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Gets a paginated list of campaign costs
         * @description Gets a paginated list of campaign costs
         */
        get: operations["Campaigns_GetCosts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenant/{tenant}/email-channel-cost": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** EmailChannelCost_Get */
        get: operations["EmailChannelCost_Get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description Represents paginated API response. */
        "PaginatedResponse_Of_Marketing.V2.CampaignCategoryResponse": {
            /**
             * Format: int32
             * @description From which page this output has started
             */
            page: number;
            /**
             * Format: int32
             * @description Page size for this query (i.e. how many records were requested to return)
             */
            pageSize: number;
            /** @description True if there are more records in the query than returned in this result */
            hasMore: boolean;
            /**
             * Format: int32
             * @description Total count of records for this query (can optionally be populated)
             */
            totalCount?: number | null;
            /** @description The collection of result items, will never have more than PageSize items */
            data: components["schemas"]["Marketing.V2.CampaignCategoryResponse"][];
        };
        "Marketing.V2.CampaignCategoryResponse": {
            /** Format: int64 */
            id: number;
            name: string;
            active: boolean;
            type: components["schemas"]["Marketing.V2.CampaignCategoryType"];
            /** Format: date-time */
            createdOn: string;
            /** Format: date-time */
            modifiedOn: string;
        };
        /** @enum {string} */
        "Marketing.V2.CampaignCategoryType": "Regular" | "GoogleHomeServices";
        /** @description Detailed error response, following RFC 7807 recommendations (https://tools.ietf.org/html/rfc7807). */
        ApiErrorResponse: {
            /** @description A URI reference that identifies the problem type */
            type: string;
            /** @description A short, human-readable summary of the problem type */
            title: string;
            /**
             * Format: int32
             * @description The HTTP status code generated by server
             */
            status: number;
            /** @description Internal trace ID for advanced diagnostics */
            traceId: string;
            /** @description Provides more details about errors occurred, which can potentially be used for visual display */
            errors: {
                [key: string]: string[];
            };
            /** @description Provides additional data, intended for programmatical usage */
            data: {
                [key: string]: unknown;
            };
        };
        /** @description Default response when creating object with a new ID, or updating object by specified ID. */
        ModificationResponse: {
            /**
             * Format: int64
             * @description The ID of created/updated object
             */
            id: number;
        };
        "Marketing.V2.CampaignCategoryUpdateRequest": {
            name: string;
            active?: boolean | null;
        };
        "Marketing.V2.CampaignCategoryCreateRequest": {
            name: string;
        };
        /** @description Represents paginated API response. */
        "PaginatedResponse_Of_Marketing.V2.CampaignCostResponse": {
            /**
             * Format: int32
             * @description From which page this output has started
             */
            page: number;
            /**
             * Format: int32
             * @description Page size for this query (i.e. how many records were requested to return)
             */
            pageSize: number;
            /** @description True if there are more records in the query than returned in this result */
            hasMore: boolean;
            /**
             * Format: int32
             * @description Total count of records for this query (can optionally be populated)
             */
            totalCount?: number | null;
            /** @description The collection of result items, will never have more than PageSize items */
            data: components["schemas"]["Marketing.V2.CampaignCostResponse"][];
        };
        "Marketing.V2.CampaignCostResponse": {
            /** Format: int64 */
            id: number;
            /** Format: int32 */
            year: number;
            /** Format: int32 */
            month: number;
            /** Format: decimal */
            dailyCost: number;
            /** Format: int64 */
            campaignId: number;
        };
        "Marketing.V2.CreateCampaignCostRequest": {
            /** Format: int64 */
            campaignId: number;
            /** Format: int32 */
            year: number;
            /** Format: int32 */
            month: number;
            /** Format: decimal */
            dailyCost: number;
        };
        "Marketing.V2.UpdateCampaignCostRequest": {
            /** Format: decimal */
            dailyCost: number;
        };
        "Marketing.V2.CampaignCostsSummaryResponse": {
            items: components["schemas"]["Marketing.V2.CampaignCostsSummaryItem"][];
        };
        "Marketing.V2.CampaignCostsSummaryItem": {
            /** Format: int64 */
            campaignId: number;
            campaignName: string;
            /** Format: decimal */
            totalCost?: number | null;
        };
        /** @description Represents paginated API response. */
        "PaginatedResponse_Of_Marketing.V2.CampaignResponse": {
            /**
             * Format: int32
             * @description From which page this output has started
             */
            page: number;
            /**
             * Format: int32
             * @description Page size for this query (i.e. how many records were requested to return)
             */
            pageSize: number;
            /** @description True if there are more records in the query than returned in this result */
            hasMore: boolean;
            /**
             * Format: int32
             * @description Total count of records for this query (can optionally be populated)
             */
            totalCount?: number | null;
            /** @description The collection of result items, will never have more than PageSize items */
            data: components["schemas"]["Marketing.V2.CampaignResponse"][];
        };
        "Marketing.V2.CampaignResponse": {
            /** Format: int64 */
            id: number;
            name: string;
            /** Format: date-time */
            modifiedOn: string;
            /** Format: date-time */
            createdOn: string;
            active: boolean;
            isDefaultCampaign?: boolean | null;
            category?: components["schemas"]["Marketing.V2.CampaignResponseCategory"] | null;
            source?: string | null;
            otherSource?: string | null;
            businessUnit?: string | null;
            medium?: string | null;
            otherMedium?: string | null;
            campaignPhoneNumbers?: string[] | null;
        };
        "Marketing.V2.CampaignResponseCategory": {
            /** Format: int64 */
            id: number;
            name: string;
            active: boolean;
        };
        /**
         * @description Represents possible HTTP query argument values, when applying filters based on active status.
         * @enum {string}
         */
        ActiveRequestArg: "True" | "Any" | "False";
        "Marketing.V2.CampaignUpsertRequest": {
            name: string;
            /** Format: int64 */
            businessUnitId: number;
            dnis?: string | null;
            /** Format: int64 */
            categoryId: number;
            active: boolean;
            isDefaultCampaign?: boolean | null;
            source?: string | null;
            medium?: string | null;
            otherSource?: string | null;
            otherMedium?: string | null;
        };
        "Marketing.V2.EmailChannelCostResponse": {
            /** Format: decimal */
            totalCost?: number | null;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    CampaignCategories_GetList: {
        parameters: {
            query?: {
                /** @description The logical number of page to return, starting from 1 */
                page?: number;
                /** @description How many records to return (50 by default) */
                pageSize?: number;
                /** @description Whether total count should be returned */
                includeTotal?: boolean;
                /** @description Return items created before certain date/time (in UTC) */
                createdBefore?: string;
                /** @description Return items created on or after certain date/time (in UTC) */
                createdOnOrAfter?: string;
                /** @description Return items modified before certain date/time (in UTC) */
                modifiedBefore?: string;
                /** @description Return items modified on or after certain date/time (in UTC) */
                modifiedOnOrAfter?: string;
                /**
                 * @description Applies sorting by the specified field:\
                 *     "?sort=+FieldName" for ascending order,\
                 *     "?sort=-FieldName" for descending order.\
                 *     \
                 *     Available fields are: Id, CreatedOn, Name
                 */
                sort?: string;
            };
            header?: never;
            path: {
                /** @description Tenant ID */
                tenant: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request has succeeded */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "page": 0,
                     *       "pageSize": 0,
                     *       "hasMore": true,
                     *       "totalCount": 0,
                     *       "data": [
                     *         {
                     *           "id": 0,
                     *           "name": "string",
                     *           "active": true,
                     *           "type": "Regular",
                     *           "createdOn": "string",
                     *           "modifiedOn": "string"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["PaginatedResponse_Of_Marketing.V2.CampaignCategoryResponse"];
                };
            };
            /** @description The request cannot be processed, check validation errors or request format */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "string",
                     *       "title": "string",
                     *       "status": 0,
                     *       "traceId": "string",
                     *       "errors": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ApiErrorResponse"];
                };
            };
        };
    };
    CampaignCategories_Create: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Tenant ID */
                tenant: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "name": "string"
                 *     }
                 */
                "application/json": components["schemas"]["Marketing.V2.CampaignCategoryCreateRequest"];
            };
        };
        responses: {
            /** @description The request has succeeded */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 0
                     *     }
                     */
                    "application/json": components["schemas"]["ModificationResponse"];
                };
            };
            /** @description The request cannot be processed, check validation errors or request format */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "string",
                     *       "title": "string",
                     *       "status": 0,
                     *       "traceId": "string",
                     *       "errors": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ApiErrorResponse"];
                };
            };
        };
    };
    CampaignCategories_Get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                /** @description Tenant ID */
                tenant: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request has succeeded */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 0,
                     *       "name": "string",
                     *       "active": true,
                     *       "type": "Regular",
                     *       "createdOn": "string",
                     *       "modifiedOn": "string"
                     *     }
                     */
                    "application/json": components["schemas"]["Marketing.V2.CampaignCategoryResponse"];
                };
            };
            /** @description The request cannot be processed, check validation errors or request format */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "string",
                     *       "title": "string",
                     *       "status": 0,
                     *       "traceId": "string",
                     *       "errors": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ApiErrorResponse"];
                };
            };
        };
    };
    CampaignCategories_Update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                /** @description Tenant ID */
                tenant: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "name": "string",
                 *       "active": true
                 *     }
                 */
                "application/json": components["schemas"]["Marketing.V2.CampaignCategoryUpdateRequest"];
            };
        };
        responses: {
            /** @description The request has succeeded */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 0
                     *     }
                     */
                    "application/json": components["schemas"]["ModificationResponse"];
                };
            };
            /** @description The request cannot be processed, check validation errors or request format */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "string",
                     *       "title": "string",
                     *       "status": 0,
                     *       "traceId": "string",
                     *       "errors": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ApiErrorResponse"];
                };
            };
        };
    };
    CampaignCosts_GetList: {
        parameters: {
            query?: {
                /** @description The logical number of page to return, starting from 1 */
                page?: number;
                /** @description How many records to return (50 by default) */
                pageSize?: number;
                /** @description Whether total count should be returned */
                includeTotal?: boolean;
                /** @description Year */
                year?: number;
                /** @description Month */
                month?: number;
                /** @description Campaign ID */
                campaignId?: number;
                /**
                 * @description Applies sorting by the specified field:\
                 *     "?sort=+FieldName" for ascending order,\
                 *     "?sort=-FieldName" for descending order.\
                 *     \
                 *     Available fields are: Id, Date (Year + Month)
                 */
                sort?: string;
            };
            header?: never;
            path: {
                /** @description Tenant ID */
                tenant: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request has succeeded */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "page": 0,
                     *       "pageSize": 0,
                     *       "hasMore": true,
                     *       "totalCount": 0,
                     *       "data": [
                     *         {
                     *           "id": 0,
                     *           "year": 0,
                     *           "month": 0,
                     *           "dailyCost": 0,
                     *           "campaignId": 0
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["PaginatedResponse_Of_Marketing.V2.CampaignCostResponse"];
                };
            };
            /** @description The request cannot be processed, check validation errors or request format */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "string",
                     *       "title": "string",
                     *       "status": 0,
                     *       "traceId": "string",
                     *       "errors": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ApiErrorResponse"];
                };
            };
        };
    };
    CampaignCosts_Create: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Tenant ID */
                tenant: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "campaignId": 0,
                 *       "year": 0,
                 *       "month": 0,
                 *       "dailyCost": 0
                 *     }
                 */
                "application/json": components["schemas"]["Marketing.V2.CreateCampaignCostRequest"];
            };
        };
        responses: {
            /** @description The request has succeeded */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 0,
                     *       "year": 0,
                     *       "month": 0,
                     *       "dailyCost": 0,
                     *       "campaignId": 0
                     *     }
                     */
                    "application/json": components["schemas"]["Marketing.V2.CampaignCostResponse"];
                };
            };
            /** @description The request cannot be processed, check validation errors or request format */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "string",
                     *       "title": "string",
                     *       "status": 0,
                     *       "traceId": "string",
                     *       "errors": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ApiErrorResponse"];
                };
            };
        };
    };
    CampaignCosts_Get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                /** @description Tenant ID */
                tenant: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request has succeeded */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 0,
                     *       "year": 0,
                     *       "month": 0,
                     *       "dailyCost": 0,
                     *       "campaignId": 0
                     *     }
                     */
                    "application/json": components["schemas"]["Marketing.V2.CampaignCostResponse"];
                };
            };
            /** @description The request cannot be processed, check validation errors or request format */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "string",
                     *       "title": "string",
                     *       "status": 0,
                     *       "traceId": "string",
                     *       "errors": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ApiErrorResponse"];
                };
            };
        };
    };
    CampaignCosts_Update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                /** @description Tenant ID */
                tenant: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "dailyCost": 0
                 *     }
                 */
                "application/json": components["schemas"]["Marketing.V2.UpdateCampaignCostRequest"];
            };
        };
        responses: {
            /** @description The request has succeeded */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 0
                     *     }
                     */
                    "application/json": components["schemas"]["ModificationResponse"];
                };
            };
            /** @description The request cannot be processed, check validation errors or request format */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "string",
                     *       "title": "string",
                     *       "status": 0,
                     *       "traceId": "string",
                     *       "errors": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ApiErrorResponse"];
                };
            };
        };
    };
    CampaignCostSummary_Get: {
        parameters: {
            query: {
                from: string;
                to: string;
            };
            header?: never;
            path: {
                /** @description Tenant ID */
                tenant: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request has succeeded */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "campaignId": 0,
                     *           "campaignName": "string",
                     *           "totalCost": 0
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Marketing.V2.CampaignCostsSummaryResponse"];
                };
            };
            /** @description The request cannot be processed, check validation errors or request format */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "string",
                     *       "title": "string",
                     *       "status": 0,
                     *       "traceId": "string",
                     *       "errors": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ApiErrorResponse"];
                };
            };
        };
    };
    Campaigns_GetList: {
        parameters: {
            query?: {
                /** @description The logical number of page to return, starting from 1 */
                page?: number;
                /** @description How many records to return (50 by default) */
                pageSize?: number;
                /** @description Whether total count should be returned */
                includeTotal?: boolean;
                /** @description Return items modified before certain date/time (in UTC) */
                modifiedBefore?: string;
                /** @description Return items modified on or after certain date/time (in UTC) */
                modifiedOnOrAfter?: string;
                /**
                 * @description What kind of items should be returned (only active items will be returned by default)\
                 *     Values: [True, Any, False]
                 */
                active?: string & components["schemas"]["ActiveRequestArg"];
                /** @description Perform lookup by multiple IDs (maximum 50) */
                ids?: string;
                /** @description Filters records by name (case-insensitive "contains" operation) */
                name?: string;
                /** @description Return items created before certain date/time (in UTC) */
                createdBefore?: string;
                /** @description Return items created on or after certain date/time (in UTC) */
                createdOnOrAfter?: string;
                /** @description Filters campaigns by phone number (as string). */
                campaignPhoneNumber?: string;
                /**
                 * @description Applies sorting by the specified field:\
                 *     "?sort=+FieldName" for ascending order,\
                 *     "?sort=-FieldName" for descending order.\
                 *     \
                 *     Available fields are: Id, Name, CreatedOn, ModifiedOn
                 */
                sort?: string;
            };
            header?: never;
            path: {
                /** @description Tenant ID */
                tenant: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request has succeeded */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "page": 0,
                     *       "pageSize": 0,
                     *       "hasMore": true,
                     *       "totalCount": 0,
                     *       "data": [
                     *         {
                     *           "id": 0,
                     *           "name": "string",
                     *           "modifiedOn": "string",
                     *           "createdOn": "string",
                     *           "active": true,
                     *           "isDefaultCampaign": true,
                     *           "category": {
                     *             "id": 0,
                     *             "name": "string",
                     *             "active": true
                     *           },
                     *           "source": "string",
                     *           "otherSource": "string",
                     *           "businessUnit": "string",
                     *           "medium": "string",
                     *           "otherMedium": "string",
                     *           "campaignPhoneNumbers": [
                     *             "string"
                     *           ]
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["PaginatedResponse_Of_Marketing.V2.CampaignResponse"];
                };
            };
            /** @description The request cannot be processed, check validation errors or request format */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "string",
                     *       "title": "string",
                     *       "status": 0,
                     *       "traceId": "string",
                     *       "errors": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ApiErrorResponse"];
                };
            };
        };
    };
    Campaigns_Create: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Tenant ID */
                tenant: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "name": "string",
                 *       "businessUnitId": 0,
                 *       "dnis": "string",
                 *       "categoryId": 0,
                 *       "active": true,
                 *       "isDefaultCampaign": true,
                 *       "source": "string",
                 *       "medium": "string",
                 *       "otherSource": "string",
                 *       "otherMedium": "string"
                 *     }
                 */
                "application/json": components["schemas"]["Marketing.V2.CampaignUpsertRequest"];
            };
        };
        responses: {
            /** @description The request has succeeded */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 0,
                     *       "name": "string",
                     *       "modifiedOn": "string",
                     *       "createdOn": "string",
                     *       "active": true,
                     *       "isDefaultCampaign": true,
                     *       "category": {
                     *         "id": 0,
                     *         "name": "string",
                     *         "active": true
                     *       },
                     *       "source": "string",
                     *       "otherSource": "string",
                     *       "businessUnit": "string",
                     *       "medium": "string",
                     *       "otherMedium": "string",
                     *       "campaignPhoneNumbers": [
                     *         "string"
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Marketing.V2.CampaignResponse"];
                };
            };
            /** @description The request cannot be processed, check validation errors or request format */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "string",
                     *       "title": "string",
                     *       "status": 0,
                     *       "traceId": "string",
                     *       "errors": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ApiErrorResponse"];
                };
            };
        };
    };
    Campaigns_Get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                /** @description Tenant ID */
                tenant: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request has succeeded */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 0,
                     *       "name": "string",
                     *       "modifiedOn": "string",
                     *       "createdOn": "string",
                     *       "active": true,
                     *       "isDefaultCampaign": true,
                     *       "category": {
                     *         "id": 0,
                     *         "name": "string",
                     *         "active": true
                     *       },
                     *       "source": "string",
                     *       "otherSource": "string",
                     *       "businessUnit": "string",
                     *       "medium": "string",
                     *       "otherMedium": "string",
                     *       "campaignPhoneNumbers": [
                     *         "string"
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Marketing.V2.CampaignResponse"];
                };
            };
            /** @description The request cannot be processed, check validation errors or request format */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "string",
                     *       "title": "string",
                     *       "status": 0,
                     *       "traceId": "string",
                     *       "errors": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ApiErrorResponse"];
                };
            };
        };
    };
    Campaigns_Update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                /** @description Tenant ID */
                tenant: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "name": "string",
                 *       "businessUnitId": 0,
                 *       "dnis": "string",
                 *       "categoryId": 0,
                 *       "active": true,
                 *       "isDefaultCampaign": true,
                 *       "source": "string",
                 *       "medium": "string",
                 *       "otherSource": "string",
                 *       "otherMedium": "string"
                 *     }
                 */
                "application/json": components["schemas"]["Marketing.V2.CampaignUpsertRequest"];
            };
        };
        responses: {
            /** @description The request has succeeded */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 0,
                     *       "name": "string",
                     *       "modifiedOn": "string",
                     *       "createdOn": "string",
                     *       "active": true,
                     *       "isDefaultCampaign": true,
                     *       "category": {
                     *         "id": 0,
                     *         "name": "string",
                     *         "active": true
                     *       },
                     *       "source": "string",
                     *       "otherSource": "string",
                     *       "businessUnit": "string",
                     *       "medium": "string",
                     *       "otherMedium": "string",
                     *       "campaignPhoneNumbers": [
                     *         "string"
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Marketing.V2.CampaignResponse"];
                };
            };
            /** @description The request cannot be processed, check validation errors or request format */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "string",
                     *       "title": "string",
                     *       "status": 0,
                     *       "traceId": "string",
                     *       "errors": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ApiErrorResponse"];
                };
            };
        };
    };
    Campaigns_GetCosts: {
        parameters: {
            query?: {
                /** @description The logical number of page to return, starting from 1 */
                page?: number;
                /** @description How many records to return (50 by default) */
                pageSize?: number;
                /** @description Whether total count should be returned */
                includeTotal?: boolean;
                year?: number;
                month?: number;
                /**
                 * @description Applies sorting by the specified field:\
                 *     "?sort=+FieldName" for ascending order,\
                 *     "?sort=-FieldName" for descending order.\
                 *     \
                 *     Available fields are: Id, Date (Year + Month)
                 */
                sort?: string;
            };
            header?: never;
            path: {
                id: number;
                /** @description Tenant ID */
                tenant: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request has succeeded */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "page": 0,
                     *       "pageSize": 0,
                     *       "hasMore": true,
                     *       "totalCount": 0,
                     *       "data": [
                     *         {
                     *           "id": 0,
                     *           "year": 0,
                     *           "month": 0,
                     *           "dailyCost": 0,
                     *           "campaignId": 0
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["PaginatedResponse_Of_Marketing.V2.CampaignCostResponse"];
                };
            };
            /** @description The request cannot be processed, check validation errors or request format */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "string",
                     *       "title": "string",
                     *       "status": 0,
                     *       "traceId": "string",
                     *       "errors": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ApiErrorResponse"];
                };
            };
        };
    };
    EmailChannelCost_Get: {
        parameters: {
            query: {
                from: string;
                to: string;
            };
            header?: never;
            path: {
                /** @description Tenant ID */
                tenant: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request has succeeded */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "totalCost": 0
                     *     }
                     */
                    "application/json": components["schemas"]["Marketing.V2.EmailChannelCostResponse"];
                };
            };
            /** @description The request cannot be processed, check validation errors or request format */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "string",
                     *       "title": "string",
                     *       "status": 0,
                     *       "traceId": "string",
                     *       "errors": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ApiErrorResponse"];
                };
            };
        };
    };
}
