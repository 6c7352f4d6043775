package verifier

// coreRules are the structural and control-flow rules.
var coreRules = []Rule{
	ssaVerify,
	typeCheck,
	noNestedCall,
	normalizedStmtStructure,
	noRedundantBlocks,
	splitIncoreOrch,
	incoreTileOps,
	clusterOutlined,
	hierarchyOutlined,
	breakContinueCheck,
	useAfterDefCheck,
	outParamNotShadowed,
	arrayNotEscaped,
	noNestedInCore,
	inOutUseValid,
	pipelineLoopValid,
	manualDepsOnSubmitOnly,
	noScalarKernelReturn,
	orchestrationReferencesResolved,
	callDirectionsResolved,
	returnParamsExplicit,
	commDomainScopesMaterialized,
	distTensorCtxMaterialized,
	runtimeScopesMaterialized,
}
