from skilleval.cli.main import main

main()
