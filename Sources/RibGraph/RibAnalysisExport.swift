// RibGraph draws what RibAnalysis measures, and its public API speaks of analysis values (Diff, TraceSide,
// TreeMetrics): a client importing RibGraph gets them too, and so does every file here.
@_exported import RibAnalysis
